/**
 * Seeds learners' history straight into PostgreSQL for the load benchmark: users (better-auth `user`
 * rows), learner_profile, entitlement, quiz_session, answer and review_state rows, in batched
 * `insert ... select * from unnest(...)` statements (no HTTP).
 *
 * Each learner answers ~100 of the bank's real questions in Quick Hits (5) and, for premium
 * learners, some Smart Review (10) rounds on study days spread over the last 60 days; accuracy is
 * ~70% (a per-learner skill around 0.70); review_state is what the app's own FSRS scheduler makes of
 * those answers, so due dates spread naturally from overdue to weeks ahead. Randomness is seeded:
 * the same seed gives the same history (ids aside).
 */
import { randomUUID } from 'node:crypto';
import { allAreaIds, freeAreaIds } from '@shared/domain/areas';
import { ADAPTIVE_ROUND_SIZE, PREVIEW_LIMIT, QUICK_ROUND_SIZE } from '@shared/domain/limits';
import { type ConfidenceLevel, ratingForAnswer } from '@shared/learning/confidence';
import { levelForPoints, pointsForAnswer } from '@shared/learning/points';
import { localDay, nextStreak, type StreakState } from '@shared/learning/streak';
import type pg from 'pg';
import { type Card, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';

const DAY = 86_400_000;
// The app's scheduler settings (src/server/features/quiz/service.ts).
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

export type SeedUser = { id: string; email: string; name: string; premium: boolean };
export type SeedCounts = {
  users: number;
  premiumUsers: number;
  sessions: number;
  answers: number;
  reviewStates: number;
  accuracy: number;
  dueNow: number;
  dueIn7Days: number;
  dueLater: number;
};

type BankQuestion = {
  id: string;
  area: string;
  conceptId: string | null;
  topics: string[];
  options: string[];
  answerIndex: number;
  difficulty: number;
};

/** mulberry32: small, fast, seedable. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
function normal(rng: Rng, mean: number, sd: number) {
  const u = Math.max(rng(), 1e-12);
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

const firstNames = ['Maria', 'James', 'Aisha', 'Wei', 'Carlos', 'Emily', 'Noah', 'Priya', 'Diego', 'Hannah'];
const lastNames = ['Lopez', 'Smith', 'Khan', 'Chen', 'Garcia', 'Johnson', 'Nguyen', 'Patel', 'Brown', 'Kim'];
const timeZones = ['America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York', 'UTC'];
// California is the default state and the benchmark's; the rest are a realistic mix.
const states = ['CA', 'CA', 'CA', 'TX', 'FL', 'NY', 'AZ', 'WA', 'IL', 'GA'];

type Column = { name: string; type: string };

/** One batched insert per `batch` rows: insert into t (cols) select * from unnest($1::t1[], $2::t2[], ...). */
async function insertRows(
  client: pg.ClientBase,
  table: string,
  columns: Column[],
  rows: unknown[][],
  batch = 5000,
) {
  const cols = columns.map((c) => `"${c.name}"`).join(', ');
  const params = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const text = `insert into "${table}" (${cols}) select * from unnest(${params})`;
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    await client.query(
      text,
      columns.map((_, i) => slice.map((r) => r[i])),
    );
  }
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Seeds `total` learners. `existing` are accounts already made through the real sign-up (their
 * `user` rows exist); they come first and get history like everyone else. Returns what it wrote.
 */
export async function seedHistory(
  client: pg.ClientBase,
  opts: { total: number; existing: SeedUser[]; now?: Date; seed?: number; answersPerUser?: number },
): Promise<{ counts: SeedCounts; users: SeedUser[] }> {
  const now = opts.now ?? new Date();
  const rng = seededRandom(opts.seed ?? 20_240_601);
  const answersPerUser = opts.answersPerUser ?? 100;

  const { rows: bank } = await client.query<BankQuestion>(
    `select id, area, concept_id as "conceptId", topics, options, answer_index as "answerIndex", difficulty
       from question where state_code is null order by id`,
  );
  const freeSet = new Set<string>(freeAreaIds);
  const allSet = new Set<string>(allAreaIds);
  const freePool = bank.filter((q) => freeSet.has(q.area));
  const premiumPool = bank.filter((q) => allSet.has(q.area));
  if (freePool.length < QUICK_ROUND_SIZE) throw new Error(`the question bank is too small (${bank.length})`);

  const users: SeedUser[] = [...opts.existing];
  for (let i = users.length; i < opts.total; i++) {
    const name = `${pick(rng, firstNames)} ${pick(rng, lastNames)}`;
    users.push({
      id: randomUUID().replace(/-/g, ''),
      email: `bench-learner-${i}@example.com`,
      name,
      // About one learner in six pays.
      premium: rng() < 0.16,
    });
  }
  const newUsers = new Set(users.slice(opts.existing.length));

  const userRows: unknown[][] = [];
  const profileRows: unknown[][] = [];
  const entitlementRows: unknown[][] = [];
  const sessionRows: unknown[][] = [];
  const answerRows: unknown[][] = [];
  const reviewRows: unknown[][] = [];
  let correctTotal = 0;
  let dueNow = 0;
  let dueIn7Days = 0;
  let dueLater = 0;

  for (const u of users) {
    // Let signals through between learners: under tsx a child that cannot answer a Ctrl-C within
    // 30 ms is killed outright, and then could not drop its database.
    await new Promise((resolve) => setImmediate(resolve));
    const pool = u.premium ? premiumPool : freePool;
    const skill = Math.min(0.92, Math.max(0.45, normal(rng, 0.67, 0.08)));
    const timeZone = pick(rng, timeZones);
    const stateCode = pick(rng, states);
    const startDaysAgo = between(rng, 14, 60);
    const created = new Date(now.getTime() - startDaysAgo * DAY - between(rng, 1, 12) * 3_600_000);

    // Study days: runs of consecutive days with gaps, from the start up to today.
    const days: number[] = [];
    for (let d = startDaysAgo; d >= 0; ) {
      days.push(d);
      d -= rng() < 0.65 ? 1 : between(rng, 2, 6);
    }
    const target = between(rng, answersPerUser - 20, answersPerUser + 20);
    const rounds: { mode: 'quick' | 'adaptive'; size: number }[] = [];
    for (let n = 0; n < target; ) {
      const adaptive = u.premium && rng() < 0.35;
      const size = adaptive ? ADAPTIVE_ROUND_SIZE : QUICK_ROUND_SIZE;
      rounds.push({ mode: adaptive ? 'adaptive' : 'quick', size });
      n += size;
    }
    // Spread the rounds over the study days in order (several rounds on some days).
    const roundDay = rounds.map(() => pick(rng, days)).sort((a, b) => b - a);

    const cards = new Map<string, Card>();
    let streak: StreakState = { currentStreak: 0, longestStreak: 0, lastActiveDay: null };
    let totalPoints = 0;
    let lastAt = created;
    rounds.forEach((round, r) => {
      const daysAgo = roundDay[r]!;
      const dayStart = now.getTime() - daysAgo * DAY;
      let t = new Date(dayStart - between(rng, 0, 10 * 3600) * 1000 - 600_000);
      if (t <= lastAt) t = new Date(lastAt.getTime() + between(rng, 120, 3600) * 1000);
      if (t.getTime() > now.getTime() - 15 * 60_000) t = new Date(now.getTime() - 15 * 60_000);
      // Learners come back to what is due: a round takes due items first, most overdue first (up
      // to half of a Quick Hits round, any number in Smart Review), then new ones at random, then
      // anything to fill a short round.
      const due = pool
        .filter((q) => (cards.get(q.id)?.due.getTime() ?? Infinity) <= t.getTime())
        .sort((a, b) => cards.get(a.id)!.due.getTime() - cards.get(b.id)!.due.getTime())
        .slice(0, round.mode === 'quick' ? Math.ceil(round.size / 2) : round.size);
      const chosen: BankQuestion[] = [...due];
      for (const source of [pool.filter((q) => !cards.has(q.id)), [...pool]]) {
        while (chosen.length < round.size && source.length) {
          const q = source.splice(Math.floor(rng() * source.length), 1)[0]!;
          if (!chosen.includes(q)) chosen.push(q);
        }
      }
      const sessionId = randomUUID();
      const startedAt = t;
      let correct = 0;
      for (const q of chosen) {
        t = new Date(t.getTime() + between(rng, 12, 75) * 1000);
        const seen = cards.get(q.id);
        const isCorrect = rng() < Math.min(0.97, skill + (seen ? 0.03 * Math.min(seen.reps, 3) : 0));
        const selected = isCorrect
          ? q.options[q.answerIndex]!
          : pick(
              rng,
              q.options.filter((_, i) => i !== q.answerIndex),
            );
        const c = rng();
        const confidence: ConfidenceLevel = isCorrect
          ? c < 0.6
            ? 'confident'
            : c < 0.9
              ? 'somewhat_confident'
              : 'need_practice'
          : c < 0.2
            ? 'confident'
            : c < 0.6
              ? 'somewhat_confident'
              : 'need_practice';
        const { card } = scheduler.next(
          seen ?? createEmptyCard(t),
          t,
          ratingForAnswer(isCorrect, confidence),
        );
        cards.set(q.id, card);
        const day = localDay(t, timeZone);
        streak = nextStreak(streak, day);
        totalPoints += pointsForAnswer(isCorrect, q.difficulty);
        if (isCorrect) correct++;
        answerRows.push([
          randomUUID(),
          u.id,
          sessionId,
          q.id,
          q.area,
          q.conceptId,
          JSON.stringify(q.topics),
          selected,
          isCorrect,
          null,
          confidence,
          between(rng, 5, 70),
          day,
          iso(t),
        ]);
      }
      correctTotal += correct;
      // Most rounds are finished; now and then the last one was left open.
      const completed = r < rounds.length - 1 || rng() < 0.85;
      sessionRows.push([
        sessionId,
        u.id,
        round.mode,
        stateCode,
        JSON.stringify(chosen.map((q) => q.id)),
        false,
        iso(startedAt),
        null,
        completed ? iso(new Date(t.getTime() + 5000)) : null,
        completed ? correct : null,
        chosen.length,
      ]);
      lastAt = t;
    });

    for (const [itemId, card] of cards) {
      const dueAt = card.due.getTime();
      if (dueAt <= now.getTime()) dueNow++;
      else if (dueAt <= now.getTime() + 7 * DAY) dueIn7Days++;
      else dueLater++;
      reviewRows.push([
        u.id,
        'question',
        itemId,
        iso(card.due),
        card.stability,
        card.difficulty,
        card.elapsed_days,
        card.scheduled_days,
        card.learning_steps,
        card.reps,
        card.lapses,
        card.state,
        iso(card.last_review ?? null),
      ]);
    }

    const [first, last] = u.name.split(' ');
    profileRows.push([
      u.id,
      first ?? null,
      last ?? null,
      stateCode,
      timeZone,
      totalPoints,
      levelForPoints(totalPoints),
      streak.currentStreak,
      streak.longestStreak,
      streak.lastActiveDay,
      u.premium ? 0 : between(rng, 0, PREVIEW_LIMIT),
      iso(new Date(created.getTime() + 60_000)),
      iso(created),
      iso(lastAt),
    ]);
    if (u.premium) {
      const lifetime = rng() < 0.5;
      entitlementRows.push([
        u.id,
        lifetime ? 'lifetime' : 'monthly',
        'active',
        'bench',
        `bench_${randomUUID()}`,
        iso(created),
        lifetime ? null : iso(new Date(now.getTime() + between(rng, 1, 30) * DAY)),
      ]);
    }
    if (newUsers.has(u)) {
      userRows.push([u.id, u.name, u.email, true, iso(created), iso(created), false, 'user']);
    }
  }

  await client.query('begin');
  try {
    await insertRows(
      client,
      'user',
      [
        { name: 'id', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'email_verified', type: 'boolean' },
        { name: 'created_at', type: 'timestamptz' },
        { name: 'updated_at', type: 'timestamptz' },
        { name: 'is_anonymous', type: 'boolean' },
        { name: 'role', type: 'text' },
      ],
      userRows,
    );
    // Accounts made by sign-up may already have a profile row: replace it with the seeded one.
    await client.query('delete from learner_profile where user_id = any($1::text[])', [
      opts.existing.map((u) => u.id),
    ]);
    await insertRows(
      client,
      'learner_profile',
      [
        { name: 'user_id', type: 'text' },
        { name: 'first_name', type: 'text' },
        { name: 'last_name', type: 'text' },
        { name: 'selected_state', type: 'text' },
        { name: 'time_zone', type: 'text' },
        { name: 'total_points', type: 'int' },
        { name: 'level', type: 'int' },
        { name: 'current_streak', type: 'int' },
        { name: 'longest_streak', type: 'int' },
        { name: 'last_active_day', type: 'text' },
        { name: 'preview_used', type: 'int' },
        { name: 'onboarding_completed_at', type: 'timestamptz' },
        { name: 'created_at', type: 'timestamptz' },
        { name: 'updated_at', type: 'timestamptz' },
      ],
      profileRows,
    );
    await insertRows(
      client,
      'entitlement',
      [
        { name: 'user_id', type: 'text' },
        { name: 'plan', type: 'text' },
        { name: 'status', type: 'text' },
        { name: 'provider', type: 'text' },
        { name: 'provider_ref', type: 'text' },
        { name: 'starts_at', type: 'timestamptz' },
        { name: 'expires_at', type: 'timestamptz' },
      ],
      entitlementRows,
    );
    await insertRows(
      client,
      'quiz_session',
      [
        { name: 'id', type: 'uuid' },
        { name: 'user_id', type: 'text' },
        { name: 'mode', type: 'text' },
        { name: 'state_code', type: 'text' },
        { name: 'question_ids', type: 'jsonb' },
        { name: 'is_preview', type: 'boolean' },
        { name: 'started_at', type: 'timestamptz' },
        { name: 'deadline', type: 'timestamptz' },
        { name: 'completed_at', type: 'timestamptz' },
        { name: 'correct_count', type: 'int' },
        { name: 'total', type: 'int' },
      ],
      sessionRows,
    );
    await insertRows(
      client,
      'answer',
      [
        { name: 'id', type: 'uuid' },
        { name: 'user_id', type: 'text' },
        { name: 'session_id', type: 'uuid' },
        { name: 'question_id', type: 'text' },
        { name: 'area', type: 'text' },
        { name: 'concept_id', type: 'text' },
        { name: 'topics', type: 'jsonb' },
        { name: 'selected_answer', type: 'text' },
        { name: 'is_correct', type: 'boolean' },
        { name: 'claimed_correct', type: 'boolean' },
        { name: 'confidence_level', type: 'text' },
        { name: 'time_spent_seconds', type: 'int' },
        { name: 'local_day', type: 'text' },
        { name: 'answered_at', type: 'timestamptz' },
      ],
      answerRows,
    );
    await insertRows(
      client,
      'review_state',
      [
        { name: 'user_id', type: 'text' },
        { name: 'item_type', type: 'text' },
        { name: 'item_id', type: 'text' },
        { name: 'due', type: 'timestamptz' },
        { name: 'stability', type: 'float8' },
        { name: 'difficulty', type: 'float8' },
        { name: 'elapsed_days', type: 'int' },
        { name: 'scheduled_days', type: 'int' },
        { name: 'learning_steps', type: 'int' },
        { name: 'reps', type: 'int' },
        { name: 'lapses', type: 'int' },
        { name: 'state', type: 'int' },
        { name: 'last_review', type: 'timestamptz' },
      ],
      reviewRows,
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  // Fresh planner statistics, as a database that has lived with this data would have.
  await client.query('analyze');

  return {
    users,
    counts: {
      users: users.length,
      premiumUsers: users.filter((u) => u.premium).length,
      sessions: sessionRows.length,
      answers: answerRows.length,
      reviewStates: reviewRows.length,
      accuracy: answerRows.length ? correctTotal / answerRows.length : 0,
      dueNow,
      dueIn7Days,
      dueLater,
    },
  };
}
