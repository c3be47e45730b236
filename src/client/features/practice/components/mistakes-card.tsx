import { buttonClasses } from '@client/components/ui/button';
import { RotateCcw, SlidersHorizontal } from '@client/components/ui/icons';
import { usePracticeSummary } from '@client/features/practice/api/get-practice-summary';
import { Link } from '@client/lib/router';
import { useId } from 'react';

/** The dashboard's count of the mistakes deck, with the way to drill it and to build a quiz. */
export function MistakesCard() {
  const { data } = usePracticeSummary();
  const headingId = useId();
  const n = data?.mistakes ?? 0;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-green-950">
        <RotateCcw className="h-5 w-5 shrink-0 text-green-800" aria-hidden />
        Mistakes deck
      </h2>
      <p className="mt-2 text-stone-800">
        {!data ? (
          'Loading…'
        ) : n === 0 ? (
          'Nothing waiting. A question you miss comes here until you get it right on two different days.'
        ) : (
          <>
            <strong className="text-2xl text-green-950">{n}</strong> missed{' '}
            {n === 1 ? 'question waits' : 'questions wait'} to be answered right on two different days.
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {n > 0 && (
          <Link to="/practice?source=missed&start=1" className={buttonClasses('primary', 'sm')}>
            Drill my mistakes
          </Link>
        )}
        <Link to="/practice" className={buttonClasses('outline', 'sm')}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Build a quiz
        </Link>
      </div>
    </section>
  );
}
