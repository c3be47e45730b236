import { useBookmarks } from '@client/features/practice/api/get-bookmarks';
import { useFlashcardsToday } from '@client/features/practice/api/get-flashcards-today';
import { BookmarkButton } from '@client/features/practice/components/bookmark-button';
import { FlashcardsTodayBar } from '@client/features/practice/components/flashcards-today';
import { FlashcardsScreen } from '@client/features/reference/components/flashcards-screen';
import { useUser } from '@client/lib/api/get-user';

export function Component() {
  const { data: user } = useUser();
  const { data: bookmarks } = useBookmarks();
  const today = useFlashcardsToday();
  // Bookmarks and the daily goal belong to a learner: a visitor with no session sees the deck alone.
  return user ? (
    <FlashcardsScreen
      header={<FlashcardsTodayBar />}
      bookmarkedIds={bookmarks?.flashcards ?? []}
      cardActions={(card) => <BookmarkButton itemType="flashcard" itemId={card.id} />}
      onRated={() => void today.refetch()}
    />
  ) : (
    <FlashcardsScreen />
  );
}
