import { feedback } from '@server/db/schema/feedback';
import { authed, createCallers, createTestApp, signInGuest, type TestApp } from '@server/test/helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  callers = await createCallers(app);
});
afterAll(() => app.close());

const countFor = async (userId: string) =>
  (await app.db.select().from(feedback).where(eq(feedback.userId, userId))).length;

describe('POST /api/feedback', () => {
  it('stores feedback with the user and time', async () => {
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: authed(callers.free),
      payload: {
        rating: 4,
        feedback: 'The fixture story finally made MARIA click.',
        mostHelpful: 'Stories',
        suggestions: '',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(row).toMatchObject({
      userId: callers.free.userId,
      rating: 4,
      mostHelpful: 'Stories',
      suggestions: null,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [{ rating: 0, feedback: 'x' }, /rating/],
    [{ rating: 6, feedback: 'x' }, /rating/],
    [{ rating: 3.5, feedback: 'x' }, /rating/],
    [{ rating: '5', feedback: 'x' }, /rating/],
    [{ rating: 5 }, /feedback/],
    [{ rating: 5, feedback: '   ' }, /feedback/],
    [{ rating: 5, feedback: 'x'.repeat(2001) }, /2000/],
    [{ rating: 5, feedback: 'ok', suggestions: 'y'.repeat(2001) }, /suggestions/],
  ])('rejects %j with a clear 400 and stores nothing', async (payload, message) => {
    const guest = await signInGuest(app);
    const res = await app.inject({ method: 'POST', url: '/api/feedback', headers: authed(guest), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.message).toMatch(message);
    expect(await countFor(guest.userId)).toBe(0);
  });

  it('is open to every learner (guest, free, premium, admin) but not to a visitor with no session', async () => {
    for (const who of Object.values(callers)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: authed(who),
        payload: { rating: 5, feedback: 'Great' },
      });
      expect(res.statusCode).toBe(201);
    }
    const anon = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 5, feedback: 'Great' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ seed: false, env: { FEEDBACK_RATE_LIMIT_MAX: '2' } });
    try {
      const guest = await signInGuest(limited);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await limited.inject({
              method: 'POST',
              url: '/api/feedback',
              headers: authed(guest),
              payload: { rating: 5, feedback: `n${i}` },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
