import { useMarkStoryRead } from '@client/features/study/api/mark-story-read';
import { useUser } from '@client/lib/api/get-user';
import { secondsToCountRead } from '@shared/lib/reading-time';
import { useCallback, useEffect, useRef, useState } from 'react';

type ReadableStory = { id: string; read: boolean; readTime: number };

/**
 * Counts the time a story has been on screen (only while the page is visible) and reports it read
 * once the learner has reached its end and it has been open long enough for its length
 * (secondsToCountRead): two seconds on a six-minute story is not reading it. Returns a ref for an
 * element placed at the end of the text, and whether the end is reached but the time not yet.
 * Stories the server already counts as read are not sent again, and nothing is sent before the
 * learner's session exists.
 */
export function useReadSentinel(story: ReadableStory | null | undefined) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [timeMet, setTimeMet] = useState(false);
  const sent = useRef(new Set<string>());
  const shownMs = useRef(0);
  const visibleSince = useRef<number | null>(null);
  const { data: user } = useUser();
  const { mutate } = useMarkStoryRead();
  const storyId = story?.id;
  const isRead = story?.read ?? false;
  const needed = secondsToCountRead(story?.readTime ?? 0);
  const hasUser = Boolean(user);

  const elapsedMs = useCallback(
    () => shownMs.current + (visibleSince.current === null ? 0 : Date.now() - visibleSince.current),
    [],
  );

  // The clock: restarts for each story, pauses while the page is hidden.
  useEffect(() => {
    setReachedEnd(false);
    setTimeMet(false);
    shownMs.current = 0;
    visibleSince.current = null;
    if (!storyId || isRead) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (visibleSince.current === null) return;
      timer = setTimeout(() => setTimeMet(true), Math.max(0, needed * 1000 - elapsedMs()) + 50);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') visibleSince.current ??= Date.now();
      else if (visibleSince.current !== null) {
        shownMs.current += Date.now() - visibleSince.current;
        visibleSince.current = null;
      }
      schedule();
    };
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [storyId, isRead, needed, elapsedMs]);

  // The end of the text scrolled into view.
  useEffect(() => {
    if (!node || !storyId || isRead || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setReachedEnd(true);
      observer.disconnect();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, storyId, isRead]);

  useEffect(() => {
    if (!storyId || isRead || !hasUser || !reachedEnd || !timeMet || sent.current.has(storyId)) return;
    sent.current.add(storyId);
    mutate(
      { storyId, secondsOnPage: Math.floor(elapsedMs() / 1000) },
      { onError: () => sent.current.delete(storyId) },
    );
  }, [storyId, isRead, hasUser, reachedEnd, timeMet, mutate, elapsedMs]);

  return { ref: setNode, waiting: reachedEnd && !timeMet && !isRead };
}
