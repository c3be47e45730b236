import { type Card, createEmptyCard, type FSRS, fsrs, generatorParameters } from 'ts-fsrs';
import { DEFAULT_RETENTION, examInstant, pullInDue } from './exam-plan';

/** The FSRS schedulers (one per desired retention): the server's schedule and the device's (offline) agree. */
const schedulers = new Map<number, FSRS>();
export function schedulerFor(retention: number = DEFAULT_RETENTION) {
  let s = schedulers.get(retention);
  if (!s) {
    s = fsrs(generatorParameters({ enable_fuzz: false, request_retention: retention }));
    schedulers.set(retention, s);
  }
  return s;
}

/** The learner's exam plan as scheduling reads it: no plan is FSRS at 0.9 without pull-in. */
export type RetentionPlan = { examDate: string; desiredRetention: number } | null;

/** A learner's FSRS state for one item, as stored (server table, offline pack). */
export type ScheduleRecord = {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
};

function cardOf(r: ScheduleRecord | undefined, now: Date): Card {
  if (!r) return createEmptyCard(now);
  return {
    due: new Date(r.due),
    stability: r.stability,
    difficulty: r.difficulty,
    elapsed_days: r.elapsedDays,
    scheduled_days: r.scheduledDays,
    learning_steps: r.learningSteps,
    reps: r.reps,
    lapses: r.lapses,
    state: r.state,
    last_review: r.lastReview ? new Date(r.lastReview) : undefined,
  };
}

/**
 * One review of an item: the next state (a review dated before the last one is applied at the last
 * one's time: FSRS cannot go back, and the item still moves on exactly once). With an exam date still
 * ahead, FSRS runs at the plan's desired retention and an item that would come due after the exam is
 * pulled in to its eve; without one, FSRS at 0.9. The server (learning/scheduling) and the device
 * (offline pack) both schedule through this one function.
 */
export function reviewRecord(
  prev: ScheduleRecord | undefined,
  rating: 1 | 2 | 3 | 4,
  now: Date,
  plan: RetentionPlan = null,
): ScheduleRecord {
  const last = prev?.lastReview ? new Date(prev.lastReview) : null;
  const at = last && last > now ? last : now;
  const examAt = plan ? examInstant(plan.examDate) : null;
  const active = plan && examAt && examAt.getTime() > at.getTime();
  const { card } = schedulerFor(active ? plan.desiredRetention : DEFAULT_RETENTION).next(
    cardOf(prev, at),
    at,
    rating,
  );
  const due = active ? pullInDue(card.due, at, examAt) : card.due;
  return {
    due: due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: (card.last_review ?? at).toISOString(),
  };
}
