import { useFlashcardsToday } from '@client/features/practice/api/get-flashcards-today';

/** Cards due again and today's count against the daily goal. */
export function FlashcardsTodayBar() {
  const { data } = useFlashcardsToday();
  if (!data) return null;
  const done = Math.min(data.reviewedToday, data.dailyGoal);
  return (
    <section
      aria-label="Flashcards today"
      className="rounded-2xl border border-amber-200 bg-white p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-stone-800">
          <strong className="text-green-950">{data.due}</strong> {data.due === 1 ? 'card' : 'cards'} due for
          review
        </p>
        <p className="text-stone-800">
          {data.reviewedToday >= data.dailyGoal
            ? `Daily goal met: ${data.reviewedToday} rated today`
            : `${data.reviewedToday} of ${data.dailyGoal} rated today`}
        </p>
      </div>
      <progress
        value={done}
        max={data.dailyGoal}
        aria-label="Daily flashcard goal"
        className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-amber-100 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-amber-100 [&::-webkit-progress-value]:bg-green-700"
      />
    </section>
  );
}
