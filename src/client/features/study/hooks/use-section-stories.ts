import { useStoryList } from '@client/features/study/api/get-stories';
import { useFocusOnChange } from '@client/features/study/hooks/use-focus-on-change';
import { useStoryIndex } from '@client/features/study/hooks/use-story-index';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import type { SectionSlug } from '@shared/content/schemas';

/**
 * A study section's stories, one open at a time: the list for the chosen state, the open story (kept
 * in the URL), and `go` to open another, which moves focus to its heading.
 */
export function useSectionStories(slug: SectionSlug) {
  const { stateCode } = useSelectedState();
  const list = useStoryList(slug, stateCode);
  const stories = list.data?.stories ?? [];
  const tips = list.data?.tips ?? [];
  const [index, setIndex] = useStoryIndex(stories.map((s) => s.id));
  const current = stories[index];
  const focus = useFocusOnChange<HTMLHeadingElement>(current?.id);
  const go = (next: number) => {
    focus.requestFocus();
    setIndex(next);
  };
  return { list, stories, tips, index, current, focus, go };
}
