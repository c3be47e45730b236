import { useBookmarks } from '@client/features/practice/api/get-bookmarks';
import { BookmarkButton } from '@client/features/practice/components/bookmark-button';
import { FlashcardsScreen } from '@client/features/reference/components/flashcards-screen';
import { useUser } from '@client/lib/api/get-user';

export function Component() {
  const { data: user } = useUser();
  const { data: bookmarks } = useBookmarks();
  // Bookmarks belong to a learner: a visitor with no session sees the deck without them.
  return user ? (
    <FlashcardsScreen
      bookmarkedIds={bookmarks?.flashcards ?? []}
      cardActions={(card) => <BookmarkButton itemType="flashcard" itemId={card.id} />}
    />
  ) : (
    <FlashcardsScreen />
  );
}
