import { Button, buttonClasses } from '@client/components/ui/button';
import { CalendarDays } from '@client/components/ui/icons';
import { usePlan, useSavePlan } from '@client/features/practice/api/plan';
import { describeError } from '@client/lib/api-client';
import { Link } from '@client/lib/router';
import { PLAN_MAX_MINUTES, PLAN_MIN_MINUTES } from '@shared/domain/plan-limits';
import { type FormEvent, useId, useState } from 'react';

const minuteChoices = [15, 20, 30, 45, 60, 90];

function isoToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function PlanForm({
  initial,
  onDone,
}: {
  initial?: { examDate: string; minutesPerDay: number };
  onDone?: () => void;
}) {
  const save = useSavePlan();
  const [date, setDate] = useState(initial?.examDate ?? '');
  const [minutes, setMinutes] = useState(initial?.minutesPerDay ?? 30);
  const [error, setError] = useState<string | null>(null);
  const dateId = useId();
  const minutesId = useId();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!date) return setError('Choose your exam date.');
    if (date <= isoToday()) return setError('The exam date must be after today.');
    setError(null);
    save.mutate(
      { examDate: date, minutesPerDay: minutes },
      { onSuccess: () => onDone?.(), onError: (err) => setError(describeError(err)) },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={dateId} className="mb-1 block text-sm font-semibold text-green-950">
          Exam date
        </label>
        <input
          id={dateId}
          type="date"
          value={date}
          min={isoToday()}
          onChange={(e) => setDate(e.target.value)}
          className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
        />
      </div>
      <div>
        <label htmlFor={minutesId} className="mb-1 block text-sm font-semibold text-green-950">
          Minutes a day
        </label>
        <select
          id={minutesId}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
          className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
        >
          {minuteChoices
            .filter((m) => m >= PLAN_MIN_MINUTES && m <= PLAN_MAX_MINUTES)
            .map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Planning…' : 'Plan to this date'}
      </Button>
      {error && (
        <p role="alert" className="font-semibold text-red-800 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

/** The dashboard's countdown to the exam and Today's plan, sized to the minutes the learner gives. */
export function ExamPlanCard() {
  const { data } = usePlan();
  const clear = useSavePlan();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const plan = data?.plan;
  const today = data?.today;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-green-950">
        <CalendarDays className="h-5 w-5 shrink-0 text-green-800" aria-hidden />
        {plan && today ? "Today's plan" : 'Plan to your exam date'}
      </h2>
      {!data ? (
        <p className="mt-2 text-stone-700">Loading…</p>
      ) : !plan || editing ? (
        <>
          <p className="mt-2 text-stone-800">
            Tell us when your exam is and how long you can study each day. Reviews and new questions are then
            paced so what you learn is strongest on exam day.
          </p>
          <PlanForm initial={plan ?? undefined} onDone={() => setEditing(false)} />
        </>
      ) : !today ? (
        <p className="mt-2 text-stone-800">
          Your exam date ({new Date(`${plan.examDate}T12:00:00`).toLocaleDateString()}) has passed. Good luck
          — set a new date if you are taking it again.
        </p>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-stone-800">
            <strong className="text-3xl text-green-950">{today.daysLeft}</strong>{' '}
            {today.daysLeft === 1 ? 'day' : 'days'} to your exam on{' '}
            {new Date(`${plan.examDate}T12:00:00`).toLocaleDateString(undefined, { dateStyle: 'long' })}
          </p>
          <ul className="space-y-2">
            <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3">
              <span>
                <strong>{today.dueReviews}</strong> {today.dueReviews === 1 ? 'review' : 'reviews'} due
              </span>
              {today.dueReviews > 0 && (
                <Link to="/quiz?mode=adaptive" className={buttonClasses('primary', 'sm')}>
                  Review now
                </Link>
              )}
            </li>
            <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3">
              <span>
                <strong>{today.newItems}</strong> new {today.newItems === 1 ? 'question' : 'questions'} to
                stay on pace
              </span>
              {today.newItems >= 5 && (
                <Link
                  to={`/practice?source=new&count=${Math.min(50, today.newItems)}&start=1`}
                  className={buttonClasses('primary', 'sm')}
                >
                  Learn new
                </Link>
              )}
            </li>
            {today.mockExam && (
              <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3">
                <span>A mock exam this week: see where you stand under the clock</span>
                <Link to="/exam" className={buttonClasses('primary', 'sm')}>
                  Take a mock exam
                </Link>
              </li>
            )}
          </ul>
          <p className="text-sm text-stone-700">
            About {today.estimatedMinutes} of your {plan.minutesPerDay} minutes today. Reviews are paced for{' '}
            {Math.round(plan.desiredRetention * 100)}% recall, and anything due after the exam comes back
            before it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Change date or minutes
            </Button>
            <Button variant="ghost" size="sm" disabled={clear.isPending} onClick={() => clear.mutate(null)}>
              Remove exam date
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
