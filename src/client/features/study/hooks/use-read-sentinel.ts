import { useMarkStoryRead } from '@client/features/study/api/mark-story-read';
import { useUser } from '@client/lib/api/get-user';
import { useEffect, useRef, useState } from 'react';

/**
 * Returns a ref for an element placed at the end of a story's text. When it scrolls into view the
 * story is marked read on the server, once per story while this view stays open. Stories the server
 * already counts as read are not sent again, and nothing is sent before the learner's session exists.
 */
export function useReadSentinel(story: { id: string; read: boolean } | null | undefined) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const sent = useRef(new Set<string>());
  const { data: user } = useUser();
  const { mutate } = useMarkStoryRead();
  const storyId = story?.id;
  const isRead = story?.read ?? false;
  const hasUser = Boolean(user);

  useEffect(() => {
    if (!node || !storyId || isRead || !hasUser || sent.current.has(storyId)) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || sent.current.has(storyId)) return;
      sent.current.add(storyId);
      observer.disconnect();
      mutate(storyId, { onError: () => sent.current.delete(storyId) });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, storyId, isRead, hasUser, mutate]);

  return setNode;
}
