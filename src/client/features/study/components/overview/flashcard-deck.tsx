import { RotateCcw } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import type { StudyOverviewResponse } from '@shared/contracts/stories';
import { useState } from 'react';

type Flashcard = StudyOverviewResponse['sections'][number]['flashcards'][number];

function FlashcardItem({ card }: { card: Flashcard }) {
  const [isFlipped, setIsFlipped] = useState(false);
  return (
    <li aria-live="polite">
      <button
        type="button"
        onClick={() => setIsFlipped((v) => !v)}
        className={cn(
          'flex h-full min-h-44 w-full flex-col justify-between gap-3 rounded-2xl border p-4 text-left shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800',
          isFlipped ? 'border-green-700 bg-green-50' : 'border-amber-200 bg-white hover:border-green-700',
        )}
      >
        <span className="text-xs font-semibold uppercase tracking-wide text-green-800">
          {isFlipped ? 'Answer' : 'Question'}
        </span>
        <span className="block font-semibold text-stone-900">{isFlipped ? card.back : card.front}</span>
        {isFlipped && card.hint && (
          <span className="block text-sm text-stone-700">Memory hint: {card.hint}</span>
        )}
        <span className="inline-flex items-center gap-1 text-sm text-stone-700">
          <RotateCcw className="h-4 w-4" aria-hidden />
          {isFlipped ? 'Click to see the question' : 'Click to reveal answer'}
        </span>
      </button>
    </li>
  );
}

/** Flip cards: the question side first; a click shows the answer and another flips back. */
export function FlashcardDeck({ cards }: { cards: Flashcard[] }) {
  if (cards.length === 0)
    return (
      <p className="rounded-xl bg-stone-50 p-4 text-stone-700">Flashcards coming soon for this section!</p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <FlashcardItem key={c.id} card={c} />
      ))}
    </ul>
  );
}
