import { question } from '@server/db/schema/content';
import { examPortion, examResponse } from '@server/db/schema/exams';
import { learnerProfile } from '@server/db/schema/learners';
import { answer, quizSession } from '@server/db/schema/learning';
import {
  authed,
  createCallers,
  createTestApp,
  grantPremium,
  type Session,
  signUp,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import type {
  ExamAttemptView,
  ExamHistoryResponse,
  ExamResults,
  ExamStructureResponse,
} from '@shared/contracts/exams';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp({ clock });
  callers = await createCallers(app);
});
afterAll(() => app.close());

async function call<T>(who: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: authed(who), payload });
  return { status: res.statusCode, body: res.json() as T & { error?: { code: string; message: string } } };
}
async function ok<T>(who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await call<T>(who, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
async function keyOf(questionId: string) {
  const [row] = await app.db.select().from(question).where(eq(question.id, questionId));
  return row ? row.options[row.answerIndex]! : null;
}

describe('exam structure', () => {
  it('shows Texas as a national and a state portion with its clocks, pass marks and the bank behind it', async () => {
    const s = await ok<ExamStructureResponse>(callers.premium, 'GET', '/api/exams/structure?stateCode=TX');
    expect(s.vendor).toBe('Pearson VUE');
    expect(s.spec).toEqual({ questions: 125, minutes: 150 });
    expect(s.portions.map((p) => p.kind)).toEqual(['national', 'state']);
    const [national, state] = s.portions;
    expect(national).toMatchObject({ scoredItems: 80, minutes: 150, passPercent: 70 });
    expect(state!.scoredItems).toBe(40);
    const texas = await app.db.select({ id: question.id }).from(question).where(eq(question.stateCode, 'TX'));
    expect(texas.length).toBeGreaterThanOrEqual(80);
    expect(state!.bankItems).toBe(texas.length);
    expect(state!.shortBy).toBe(0);
    expect(s.preview).toBeNull();
  });

  it('says plainly when a state has no state-law bank yet, and a free learner sees the preview instead', async () => {
    const s = await ok<ExamStructureResponse>(callers.free, 'GET', '/api/exams/structure?stateCode=WY');
    const stateSlots = s.portions.filter((p) => p.kind !== 'national');
    for (const p of stateSlots) if (p.bankItems !== null) expect(p.shortBy).toBe(p.scoredItems - p.bankItems);
    expect(s.preview).toEqual({ items: 5, minutes: expect.any(Number) });
    expect(s.preview!.minutes).toBeLessThan(15);
  });

  it('refuses a state code that is not one of the 50, and a visitor', async () => {
    const bad = await call(callers.premium, 'GET', '/api/exams/structure?stateCode=XX');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/stateCode/);
    expect((await call(null, 'GET', '/api/exams/structure?stateCode=TX')).status).toBe(401);
  });
});

describe('a premium learner sits the Texas exam', () => {
  let learner: Session;
  let view: ExamAttemptView;
  beforeAll(async () => {
    learner = await signUp(app, { name: 'Tex Exam' });
    await grantPremium(app, learner.userId);
  });

  it('starts with the national portion running, per domain in the Pearson VUE counts, and no key anywhere', async () => {
    view = await ok<ExamAttemptView>(learner, 'POST', '/api/exams', { stateCode: 'TX' });
    expect(view.portions.map((p) => [p.kind, p.status])).toEqual([
      ['national', 'running'],
      ['state', 'waiting'],
    ]);
    expect(view.portions[0]!.remainingSeconds).toBe(150 * 60);
    expect(view.items).toHaveLength(85);
    // Keys, not words: a stem may well use the word "explanation".
    const body = JSON.stringify(view);
    for (const key of ['correctAnswer', 'explanation', 'answerIndex', 'rationales', 'memoryHint'])
      expect(body).not.toContain(`"${key}":`);
    for (const item of view.items)
      expect(Object.keys(item).sort()).toEqual([
        'flagged',
        'options',
        'question',
        'questionId',
        'selectedAnswer',
      ]);
    const portions = await app.db
      .select()
      .from(examPortion)
      .where(eq(examPortion.attemptId, view.attemptId))
      .orderBy(asc(examPortion.position));
    const perDomain: Record<string, number> = {};
    for (const i of portions[0]!.items.filter((x) => x.scored))
      perDomain[i.domain] = (perDomain[i.domain] ?? 0) + 1;
    expect(perDomain).toEqual({
      'pv-property': 11,
      'pv-ownership': 9,
      'pv-valuation': 11,
      'pv-contracts-agency': 16,
      'pv-practice': 10,
      'pv-disclosures': 9,
      'pv-financing': 7,
      'pv-math': 7,
    });
    expect(portions[0]!.items.filter((x) => !x.scored)).toHaveLength(5);
    // The state portion is Texas's own state-law items, none of them national.
    const stateIds = portions[1]!.items.map((i) => i.questionId);
    expect(stateIds.length).toBe(portions[1]!.scoredItems + portions[1]!.pretestItems);
    const rows = await app.db.select().from(question).where(inArray(question.id, stateIds));
    expect(rows.every((r) => r.stateCode === 'TX')).toBe(true);
  });

  it('a second start resumes the same attempt instead of making another', async () => {
    const again = await ok<ExamAttemptView>(learner, 'POST', '/api/exams', { stateCode: 'TX' });
    expect(again.attemptId).toBe(view.attemptId);
  });

  it('saves choices, flags and the position; a reload gets the same items, choices and the time left', async () => {
    const url = `/api/exams/${view.attemptId}`;
    const [a, b, c] = view.items;
    await ok(learner, 'PUT', `${url}/responses`, {
      questionId: a!.questionId,
      selectedAnswer: a!.options[1],
      flagged: false,
      seq: 1,
    });
    await ok(learner, 'PUT', `${url}/responses`, {
      questionId: b!.questionId,
      selectedAnswer: null,
      flagged: true,
      seq: 2,
    });
    await ok(learner, 'PUT', `${url}/responses`, {
      questionId: c!.questionId,
      selectedAnswer: c!.options[0],
      flagged: false,
      seq: 3,
    });
    // Changed its mind on c; then a late resend of the first choice arrives: it must not win.
    await ok(learner, 'PUT', `${url}/responses`, {
      questionId: c!.questionId,
      selectedAnswer: c!.options[2],
      flagged: true,
      seq: 5,
    });
    const late = await ok<{ saved: boolean }>(learner, 'PUT', `${url}/responses`, {
      questionId: c!.questionId,
      selectedAnswer: c!.options[0],
      flagged: false,
      seq: 3,
    });
    expect(late.saved).toBe(false);
    await ok(learner, 'PUT', `${url}/position`, { portion: 0, index: 2 });
    clock.advance(10 * 60 * 1000);
    const resumed = await ok<ExamAttemptView>(learner, 'GET', url);
    expect(resumed.items.map((i) => i.questionId)).toEqual(view.items.map((i) => i.questionId));
    expect(resumed.position).toEqual({ portion: 0, index: 2 });
    expect(resumed.portions[0]!.remainingSeconds).toBe(140 * 60);
    // Part of a second later the clock still shows the second under way: a device counting down from
    // a rounded-down figure would run out, and submit, before the deadline.
    clock.advance(600);
    const later = await ok<ExamAttemptView>(learner, 'GET', url);
    expect(later.portions[0]!.remainingSeconds).toBe(140 * 60);
    clock.advance(-600);
    const byId = new Map(resumed.items.map((i) => [i.questionId, i]));
    expect(byId.get(a!.questionId)).toMatchObject({ selectedAnswer: a!.options[1], flagged: false });
    expect(byId.get(b!.questionId)).toMatchObject({ selectedAnswer: null, flagged: true });
    expect(byId.get(c!.questionId)).toMatchObject({ selectedAnswer: c!.options[2], flagged: true });
  });

  it('refuses a choice that is not an option, an item outside the exam, and another learner', async () => {
    const url = `/api/exams/${view.attemptId}`;
    const before = await app.db.select().from(examResponse).where(eq(examResponse.attemptId, view.attemptId));
    const bad = await call(learner, 'PUT', `${url}/responses`, {
      questionId: view.items[4]!.questionId,
      selectedAnswer: 'Something else',
      flagged: false,
      seq: 9,
    });
    expect(bad.status).toBe(400);
    const outside = await call(learner, 'PUT', `${url}/responses`, {
      questionId: 'q-prop-9999',
      selectedAnswer: null,
      flagged: true,
      seq: 10,
    });
    expect(outside.status).toBe(400);
    const noSeq = await call(learner, 'PUT', `${url}/responses`, {
      questionId: view.items[4]!.questionId,
      flagged: true,
    });
    expect(noSeq.status).toBe(400);
    const after = await app.db.select().from(examResponse).where(eq(examResponse.attemptId, view.attemptId));
    expect(after).toHaveLength(before.length);
    expect((await call(callers.premium, 'GET', url)).status).toBe(404);
    expect(
      (
        await call(callers.premium, 'PUT', `${url}/responses`, {
          questionId: view.items[4]!.questionId,
          selectedAnswer: null,
          flagged: true,
          seq: 11,
        })
      ).status,
    ).toBe(404);
  });

  it('at zero the national portion is submitted by itself and later answers are refused', async () => {
    clock.advance(141 * 60 * 1000);
    const late = await call(learner, 'PUT', `/api/exams/${view.attemptId}/responses`, {
      questionId: view.items[5]!.questionId,
      selectedAnswer: view.items[5]!.options[0],
      flagged: false,
      seq: 20,
    });
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/submitted|Time is up/);
    const v = await ok<ExamAttemptView>(learner, 'GET', `/api/exams/${view.attemptId}`);
    expect(v.portions.map((p) => p.status)).toEqual(['submitted', 'waiting']);
    expect(v.items).toEqual([]);
  });

  it('the state portion has its own clock; submit is idempotent; results score each portion against its mark', async () => {
    const url = `/api/exams/${view.attemptId}`;
    const started = await ok<ExamAttemptView>(learner, 'POST', `${url}/portions/1/start`);
    expect(started.portions[1]).toMatchObject({ status: 'running', remainingSeconds: 90 * 60 });
    expect(started.position).toEqual({ portion: 1, index: 0 });
    // Answer every state item right.
    let seq = 100;
    for (const item of started.items)
      await ok(learner, 'PUT', `${url}/responses`, {
        questionId: item.questionId,
        selectedAnswer: await keyOf(item.questionId),
        flagged: false,
        seq: seq++,
      });
    clock.advance(12 * 60 * 1000);
    const done = await ok<ExamAttemptView>(learner, 'POST', `${url}/portions/1/submit`);
    expect(done.submittedAt).not.toBeNull();
    const twice = await ok<ExamAttemptView>(learner, 'POST', `${url}/portions/1/submit`);
    expect(twice.submittedAt).toBe(done.submittedAt);
    const sessions = await app.db.select().from(quizSession).where(eq(quizSession.userId, learner.userId));
    expect(sessions.filter((s) => s.mode === 'mock_exam')).toHaveLength(1);

    const r = await ok<ExamResults>(learner, 'GET', `${url}/results`);
    const [national, state] = r.portions;
    expect(national).toMatchObject({ kind: 'national', scoredTotal: 80, passPercent: 70, timedOut: true });
    expect(national!.correct).toBeLessThanOrEqual(2);
    expect(national!.passed).toBe(false);
    expect(state).toMatchObject({
      kind: 'state',
      correct: 40,
      scoredTotal: 40,
      scorePercent: 100,
      passed: true,
      timedOut: false,
    });
    expect(state!.timeUsedSeconds).toBe(12 * 60);
    expect(r.passedAll).toBe(false);
    expect(national!.domains.find((d) => d.domain === 'pv-contracts-agency')).toMatchObject({ total: 16 });
    expect(national!.domains.find((d) => d.domain === 'pv-contracts-agency')!.practicePath).toContain(
      'weak_areas',
    );
    // The review has every item with the key, the explanation and, for state items, the citation.
    expect(r.review).toHaveLength(85 + started.items.length);
    const stateReview = r.review.filter((i) => i.portion === 1);
    expect(stateReview.every((i) => i.isCorrect && i.citation?.law)).toBe(true);
    expect(r.review.find((i) => i.flagged)?.questionId).toBeTruthy();
    // Answers joined the learning history once each.
    const stored = await app.db
      .select()
      .from(answer)
      .where(and(eq(answer.userId, learner.userId), eq(answer.sessionId, sessions[0]!.id)));
    expect(stored.filter((a) => a.isCorrect).length).toBe(national!.correct + 40);
  });

  it('history lists the attempt with its scores per portion', async () => {
    const h = await ok<ExamHistoryResponse>(learner, 'GET', '/api/exams');
    expect(h.attempts).toHaveLength(1);
    expect(h.attempts[0]).toMatchObject({ attemptId: view.attemptId, stateCode: 'TX', passedAll: false });
    expect(h.attempts[0]!.portions.map((p) => [p.kind, p.scorePercent, p.passed])).toEqual([
      ['national', expect.any(Number), false],
      ['state', 100, true],
    ]);
  });
});

describe('a free learner gets the labelled preview exam', () => {
  it('five national items on a proportionate clock, using up the shared preview', async () => {
    const learner = await signUp(app, { name: 'Fay Free' });
    const view = await ok<ExamAttemptView>(learner, 'POST', '/api/exams', { stateCode: 'TX' });
    expect(view.isPreview).toBe(true);
    expect(view.portions).toHaveLength(1);
    expect(view.portions[0]).toMatchObject({ title: 'Preview exam', itemCount: 5 });
    // 150 minutes for 85 items: about 106 s an item.
    expect(view.portions[0]!.timeLimitSeconds).toBe(Math.ceil((150 * 60 * 5) / 85));
    const [profile] = await app.db
      .select()
      .from(learnerProfile)
      .where(eq(learnerProfile.userId, learner.userId));
    expect(profile!.previewUsed).toBe(5);
    const rows = await app.db
      .select()
      .from(question)
      .where(
        inArray(
          question.id,
          view.items.map((i) => i.questionId),
        ),
      );
    expect(rows.every((r) => !r.premium && r.stateCode === null)).toBe(true);
    await ok(learner, 'POST', `/api/exams/${view.attemptId}/portions/0/submit`);
    const again = await call(learner, 'POST', '/api/exams', { stateCode: 'TX' });
    expect(again.status).toBe(403);
    expect(again.body.error?.code).toBe('PREVIEW_EXHAUSTED');
  });
});
