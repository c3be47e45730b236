import { Button } from '@client/components/ui/button';
import { Layers } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { type FlashcardDeck, useFlashcards } from '@client/features/reference/api/get-flashcards';
import type { FlashcardItem } from '@shared/contracts/reference';
import { referenceCategories, referenceCategoryLabels } from '@shared/domain/reference-categories';
import { type ReactNode, useState } from 'react';
import { CategoryChips } from './category-chips';
import { FlashcardViewer } from './flashcard-viewer';
import { ReferencePage } from './reference-page';
import { StudyTips } from './study-tips';

type Choice = FlashcardDeck | 'bookmarked';
const decks: { value: Choice; label: string }[] = [
  { value: 'all' as const, label: 'All Cards' },
  ...referenceCategories.map((c) => ({ value: c, label: referenceCategoryLabels[c] })),
];

function EmptyDeck({ deck, onShowAll }: { deck: FlashcardDeck; onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-300 bg-white p-8 text-center">
      <Layers className="h-8 w-8 text-stone-500" aria-hidden />
      <h2 className="text-lg font-bold text-green-950">No Flashcards Available</h2>
      {deck === 'all' ? (
        <p className="text-stone-700">
          There are no flashcards yet. Aunt Rita is writing them; check back soon.
        </p>
      ) : (
        <>
          <p className="text-stone-700">
            There are no flashcards in {referenceCategoryLabels[deck]} yet. Try another category.
          </p>
          <Button variant="outline" size="sm" onClick={onShowAll}>
            Show All Cards
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * /flashcards: a deck from the server in a new order per visit, rated card by card. Free for everyone.
 * With `bookmarkedIds` a "Bookmarked" deck is offered; `cardActions` adds buttons to each card.
 */
export function FlashcardsScreen({
  bookmarkedIds,
  cardActions,
  onRated,
  header,
}: {
  bookmarkedIds?: string[];
  cardActions?: (card: FlashcardItem) => ReactNode;
  onRated?: () => void;
  /** Shown above the deck chips (the learner's due count and daily goal). */
  header?: ReactNode;
} = {}) {
  const [choice, setChoice] = useState<Choice>('all');
  const deck: FlashcardDeck = choice === 'bookmarked' ? 'all' : choice;
  const fetched = useFlashcards(deck);
  const marked = new Set(bookmarkedIds ?? []);
  const flashcards =
    choice === 'bookmarked' && fetched.data
      ? { ...fetched, data: fetched.data.filter((c) => marked.has(c.id)) }
      : fetched;
  const options = bookmarkedIds
    ? [...decks, { value: 'bookmarked' as const, label: `Bookmarked (${bookmarkedIds.length})` }]
    : decks;

  return (
    <ReferencePage
      title="Flashcards"
      icon={<Layers className="h-8 w-8 shrink-0 text-green-800" aria-hidden />}
      intro="Read the question, say the answer, then flip the card. Rate how well you knew it and the card comes back when you are about to forget it."
    >
      {header}
      <CategoryChips legend="Choose a deck" options={options} value={choice} onChange={setChoice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0">
          {flashcards.isPending ? (
            <LoadingState label="Loading flashcards…" />
          ) : flashcards.isError ? (
            <ErrorState
              title="Failed to fetch flashcards"
              error={flashcards.error}
              onRetry={() => flashcards.refetch()}
            />
          ) : flashcards.data.length === 0 ? (
            choice === 'bookmarked' ? (
              <div className="rounded-2xl border border-dashed border-amber-300 bg-white p-8 text-center text-stone-700">
                No bookmarked flashcards yet. Bookmark a card while you study and it gathers here.
              </div>
            ) : (
              <EmptyDeck deck={deck} onShowAll={() => setChoice('all')} />
            )
          ) : (
            <FlashcardViewer
              key={`${choice}-${fetched.dataUpdatedAt}`}
              cards={flashcards.data}
              cardActions={cardActions}
              onRated={onRated}
            />
          )}
        </div>
        <StudyTips />
      </div>
    </ReferencePage>
  );
}
