import { useSearchParams } from '@client/lib/router';
import { useCallback } from 'react';

/**
 * Which story of a list is open, kept in the address (`?story=<id>`) so a reload or a shared link
 * opens the same one. Unknown or missing ids open the first story.
 */
export function useStoryIndex(ids: string[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('story');
  const found = wanted ? ids.indexOf(wanted) : -1;
  const index = Math.max(found, 0);
  const setIndex = useCallback(
    (next: number) => {
      const id = ids[next];
      if (!id) return;
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('story', id);
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [ids, setParams],
  );
  return [index, setIndex] as const;
}
