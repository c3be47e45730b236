import { ReadAloud } from '@client/components/read-aloud';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ChevronLeft, ChevronRight, Lightbulb, RotateCcw, Shuffle } from '@client/components/ui/icons';
import { useReviewFlashcard } from '@client/features/reference/api/review-flashcard';
import { describeDue } from '@client/features/reference/lib/describe-due';
import { cn } from '@client/lib/cn';
import type { FlashcardItem, FlashcardRating } from '@shared/contracts/reference';
import { referenceCategoryLabels } from '@shared/domain/reference-categories';
import { shuffle } from '@shared/lib/shuffle';
import { type ReactNode, useId, useRef, useState } from 'react';

const ratings: { value: FlashcardRating; label: string; note: string; className: string }[] = [
  {
    value: 'again',
    label: 'Again',
    note: 'Did not know it',
    className: 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100 focus-visible:outline-red-700',
  },
  {
    value: 'hard',
    label: 'Hard',
    note: 'Took some effort',
    className:
      'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100 focus-visible:outline-amber-700',
  },
  {
    value: 'good',
    label: 'Good',
    note: 'Knew it',
    className:
      'border-green-300 bg-green-50 text-green-950 hover:bg-green-100 focus-visible:outline-green-800',
  },
  {
    value: 'easy',
    label: 'Easy',
    note: 'Knew it at once',
    className: 'border-sky-300 bg-sky-50 text-sky-950 hover:bg-sky-100 focus-visible:outline-sky-700',
  },
];

function DifficultyDots({ level }: { level: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-stone-700">
      Difficulty
      <span aria-hidden className="inline-flex gap-1">
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            className={cn(
              'h-2.5 w-2.5 rounded-full border border-green-800',
              n <= level ? 'bg-green-800' : 'bg-white',
            )}
          />
        ))}
      </span>
      <span className="sr-only">{level} of 3</span>
    </span>
  );
}

/**
 * The flashcard viewer: one card at a time, question side first. Moving to another card (Previous,
 * Next, a rating, Shuffle, Reset) always shows its question side with the hint hidden.
 */
export function FlashcardViewer({
  cards,
  cardActions,
  onRated,
}: {
  cards: FlashcardItem[];
  cardActions?: (card: FlashcardItem) => ReactNode;
  /** Called after each rating is saved (the screen refreshes its counts). */
  onRated?: () => void;
}) {
  const [order, setOrder] = useState(cards);
  const [index, setIndex] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const [isHintShown, setIsHintShown] = useState(false);
  const [reviewedCount, setReviewedCount] = useState(0);
  const [savedNote, setSavedNote] = useState('');
  const [tally, setTally] = useState<Record<FlashcardRating, number>>({
    again: 0,
    hard: 0,
    good: 0,
    easy: 0,
  });
  const [isSummaryShown, setIsSummaryShown] = useState(false);
  const ratingRef = useRef<HTMLElement>(null);
  const review = useReviewFlashcard();
  const faceRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const ratingHeadingId = useId();

  const total = order.length;
  const card = order[index]!;
  const hasOneCard = total <= 1;

  function goTo(next: number) {
    setIndex(((next % total) + total) % total);
    setIsFlipped(false);
    setIsHintShown(false);
  }

  function rate(rating: FlashcardRating) {
    const rated = card;
    review.mutate(
      { flashcardId: rated.id, rating, reviewId: crypto.randomUUID() },
      {
        onSuccess: (res) => {
          setSavedNote(`Saved. "${rated.front}" comes back ${describeDue(res.due)}.`);
          onRated?.();
        },
      },
    );
    setTally((t) => ({ ...t, [rating]: t[rating] + 1 }));
    setReviewedCount((n) => n + 1);
    // Every card of the deck rated once: the session ends with its summary.
    if (reviewedCount + 1 >= total) setIsSummaryShown(true);
    goTo(index + 1);
    faceRef.current?.focus();
  }

  function flip() {
    setIsFlipped((v) => !v);
    // After the flip the rating buttons must be in view, on a laptop and on a phone.
    requestAnimationFrame(() => ratingRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  }

  if (isSummaryShown)
    return (
      <section
        aria-labelledby="session-summary"
        className="rounded-2xl border border-green-200 bg-green-50 p-5"
      >
        <h2 id="session-summary" className="text-xl font-bold text-green-950">
          Session complete
        </h2>
        <p className="mt-1 text-stone-800">
          You rated {reviewedCount} {reviewedCount === 1 ? 'card' : 'cards'}. Each comes back when you are
          about to forget it.
        </p>
        <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
          {ratings.map((r) => (
            <div key={r.value} className={cn('rounded-lg border p-2', r.className)}>
              <dt className="text-sm">{r.label}</dt>
              <dd className="text-xl font-bold">{tally[r.value]}</dd>
            </div>
          ))}
        </dl>
        <Button
          className="mt-4"
          onClick={() => {
            setIsSummaryShown(false);
            setReviewedCount(0);
            setTally({ again: 0, hard: 0, good: 0, easy: 0 });
          }}
        >
          Keep going
        </Button>
      </section>
    );

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-green-950">
            Card {index + 1} of {total}
          </p>
          <Badge tone="stone">{referenceCategoryLabels[card.category]}</Badge>
        </div>
        <progress
          value={index + 1}
          max={total}
          aria-label="Deck progress"
          className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-amber-100 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-amber-100 [&::-webkit-progress-value]:bg-green-700"
        />
      </div>

      <div className="rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <DifficultyDots level={card.difficulty} />
          {cardActions?.(card)}
          {card.hint && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={isHintShown}
              aria-controls={hintId}
              onClick={() => setIsHintShown((v) => !v)}
            >
              <Lightbulb className="h-4 w-4" aria-hidden />
              {isHintShown ? 'Hide hint' : 'Show hint'}
            </Button>
          )}
        </div>
        <ReadAloud
          className="mb-3"
          label={isFlipped ? 'Read the card aloud' : 'Read the question aloud'}
          text={isFlipped ? `${card.front}\nAnswer: ${card.back}` : card.front}
        />
        <div aria-live="polite">
          <button
            ref={faceRef}
            type="button"
            onClick={flip}
            className={cn(
              'flex min-h-56 w-full flex-col items-center justify-center gap-4 rounded-xl border-2 p-5 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 sm:min-h-64 sm:p-8',
              isFlipped
                ? 'border-green-700 bg-green-50'
                : 'border-dashed border-amber-300 bg-amber-50/50 hover:border-green-700',
            )}
          >
            <span className="text-xs font-semibold uppercase tracking-wide text-green-800">
              {isFlipped ? 'Answer' : 'Question'}
            </span>
            {isFlipped && <span className="block text-sm text-stone-600">{card.front}</span>}
            <span className="block text-lg font-semibold text-stone-900 sm:text-xl">
              {isFlipped ? card.back : card.front}
            </span>
            <span className="inline-flex items-center gap-1 text-sm text-stone-700">
              <RotateCcw className="h-4 w-4" aria-hidden />
              {isFlipped ? 'Click to see the question' : 'Click to reveal answer'}
            </span>
          </button>
        </div>
        {card.hint && (
          <p
            id={hintId}
            hidden={!isHintShown}
            className="mt-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-950"
          >
            <span className="font-semibold">Hint:</span> {card.hint}
          </p>
        )}

        {isFlipped && (
          <section ref={ratingRef} aria-labelledby={ratingHeadingId} className="mt-4 scroll-mb-24">
            <h2 id={ratingHeadingId} className="text-sm font-semibold text-stone-800">
              How well did you know it?
            </h2>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {ratings.map((r) => (
                <button
                  key={r.value}
                  type="button"
                  onClick={() => rate(r.value)}
                  className={cn(
                    'flex min-h-14 flex-col items-center justify-center rounded-lg border px-2 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
                    r.className,
                  )}
                >
                  {r.label}
                  <span className="text-xs font-normal">{r.note}</span>
                </button>
              ))}
            </div>
          </section>
        )}
      </div>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
        <Button variant="outline" disabled={hasOneCard} onClick={() => goTo(index - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
          Previous
        </Button>
        <div className="col-span-2 row-start-2 grid grid-cols-2 gap-2 sm:flex">
          <Button
            variant="ghost"
            onClick={() => {
              setOrder(shuffle(order));
              goTo(0);
            }}
            disabled={hasOneCard}
          >
            <Shuffle className="h-4 w-4" aria-hidden />
            Shuffle
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setOrder(cards);
              goTo(0);
              setReviewedCount(0);
              setSavedNote('');
            }}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            Reset
          </Button>
        </div>
        <Button variant="outline" disabled={hasOneCard} onClick={() => goTo(index + 1)}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="min-h-5 text-sm text-stone-700">
          {reviewedCount > 0 && `${reviewedCount} rated this session. `}
          {savedNote}
        </p>
        {reviewedCount > 0 && (
          <Button variant="outline" size="sm" onClick={() => setIsSummaryShown(true)}>
            Finish session
          </Button>
        )}
      </div>
    </div>
  );
}
