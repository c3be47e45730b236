import { useCallback, useEffect, useRef } from 'react';

/**
 * After the learner moves to another story (Next, Previous, the picker, a list), focus goes to the
 * new story's heading so reading starts at its top. Not on first load: the page keeps its place.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string | null | undefined) {
  const ref = useRef<T | null>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (!key || !wanted.current) return;
    wanted.current = false;
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: 'start' });
  }, [key]);
  const requestFocus = useCallback(() => {
    wanted.current = true;
  }, []);
  return { ref, requestFocus };
}
