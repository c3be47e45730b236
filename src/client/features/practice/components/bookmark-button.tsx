import { Button } from '@client/components/ui/button';
import { Bookmark, BookmarkCheck } from '@client/components/ui/icons';
import { toast } from '@client/components/ui/use-toast';
import { useBookmarks } from '@client/features/practice/api/get-bookmarks';
import { useToggleBookmark } from '@client/features/practice/api/toggle-bookmark';
import { describeError } from '@client/lib/api-client';
import type { BookmarkType } from '@shared/contracts/practice';

/** A toggle that bookmarks a question or a flashcard for the learner. */
export function BookmarkButton({ itemType, itemId }: { itemType: BookmarkType; itemId: string }) {
  const { data } = useBookmarks();
  const toggle = useToggleBookmark();
  const list = itemType === 'question' ? data?.questions : data?.flashcards;
  const on = list?.includes(itemId) ?? false;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={on}
      disabled={!data || toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { itemType, itemId, on: !on },
          {
            onError: (err) =>
              toast({ title: 'Bookmark not saved', description: describeError(err), variant: 'destructive' }),
          },
        )
      }
    >
      {on ? <BookmarkCheck className="h-4 w-4" aria-hidden /> : <Bookmark className="h-4 w-4" aria-hidden />}
      {on ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
