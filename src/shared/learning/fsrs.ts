import { type Card, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';

/** The one FSRS scheduler and its parameters: the server's schedule and the device's (offline) agree. */
export const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

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

/** One review of an item: the next state (a review dated before the last one is applied at the last one's time). */
export function reviewRecord(
  prev: ScheduleRecord | undefined,
  rating: 1 | 2 | 3 | 4,
  now: Date,
): ScheduleRecord {
  const last = prev?.lastReview ? new Date(prev.lastReview) : null;
  const at = last && last > now ? last : now;
  const { card } = scheduler.next(cardOf(prev, at), at, rating);
  return {
    due: card.due.toISOString(),
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
