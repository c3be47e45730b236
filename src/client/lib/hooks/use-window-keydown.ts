import { useEffect, useRef } from 'react';

/**
 * Listens for keys on the window with the handler of the latest render. The listener is added once
 * and reads the handler through a ref set during render, so a key pressed right after another (before
 * effects run, which Preact defers to the next frame) sees the state the previous key produced.
 */
export function useWindowKeydown(handler: (e: KeyboardEvent) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => ref.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
