import { question } from '@server/db/schema/content';
import { quizSession } from '@server/db/schema/learning';
import { authed, createTestApp, type Session, signUp, type TestApp } from '@server/test/helpers';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function ids(area: string, n: number) {
  const rows = await app.db
    .select()
    .from(question)
    .where(and(eq(question.area, area), isNull(question.stateCode)))
    .limit(n);
  return rows;
}

/** A finished round of these questions (every one answered right), in a mode. */
async function finishRound(who: Session, mode: string, rows: Awaited<ReturnType<typeof ids>>) {
  const [session] = await app.db
    .insert(quizSession)
    .values({
      userId: who.userId,
      mode,
      stateCode: 'TX',
      questionIds: rows.map((r) => r.id),
      total: rows.length,
    })
    .returning();
  for (const r of rows)
    await app.inject({
      method: 'POST',
      url: '/api/quiz/answer',
      headers: authed(who),
      payload: {
        answerId: crypto.randomUUID(),
        sessionId: session!.id,
        questionId: r.id,
        selectedAnswer: r.options[r.answerIndex],
        confidenceLevel: 'confident',
        timeSpent: 5,
      },
    });
  await app.inject({
    method: 'POST',
    url: `/api/quiz/sessions/${session!.id}/complete`,
    headers: authed(who),
  });
}

async function doneSteps(who: Session) {
  const track = (await app.inject({ url: '/api/track', headers: authed(who) })).json() as {
    steps: { id: string; completed: boolean }[];
  };
  return track.steps.filter((s) => s.completed).map((s) => s.id);
}

describe('the guided track tells the truth about quiz steps', () => {
  it('one mixed Quick Hits round ticks only the quiz step of the area most of it came from', async () => {
    const who = await signUp(app);
    await finishRound(who, 'quick', [...(await ids('property', 3)), ...(await ids('contracts', 2))]);
    const done = await doneSteps(who);
    expect(done).toContain('property-quiz');
    expect(done).not.toContain('contracts-quiz');
  });

  it('an evenly split round ticks neither; a custom round of one area ticks that area', async () => {
    const who = await signUp(app);
    await finishRound(who, 'quick', [...(await ids('property', 2)), ...(await ids('contracts', 2))]);
    expect(await doneSteps(who)).not.toEqual(expect.arrayContaining(['property-quiz']));
    expect(await doneSteps(who)).not.toContain('contracts-quiz');
    await finishRound(who, 'custom', await ids('contracts', 5));
    expect(await doneSteps(who)).toContain('contracts-quiz');
  });
});
