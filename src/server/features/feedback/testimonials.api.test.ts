import { adminAudit } from '@server/db/schema/admin';
import { feedback } from '@server/db/schema/feedback';
import {
  authed,
  createCallers,
  createTestApp,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  uniqueEmail,
} from '@server/test/helpers';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let learnerEmail: string;
const ids: number[] = [];

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  callers = await createCallers(app);
  learnerEmail = uniqueEmail('carmen');
  const carmen = await signUp(app, { name: 'Carmen Ortiz', email: learnerEmail });
  const guest = await signInGuest(app);
  for (const [who, text] of [
    [carmen, 'The family stories made agency finally make sense.'],
    [callers.free, 'Quick Hits on the bus every morning got me through.'],
    [guest, 'The math drills saved me on prorations.'],
    [callers.premium, 'Mock exams felt just like the real one.'],
  ] as const) {
    const res = await send(who, 'POST', '/api/feedback', { rating: 5, feedback: text });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
});
afterAll(() => app.close());

function send(session: Session | null, method: string, url: string, payload?: object) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: authed(session),
    ...(payload === undefined ? {} : { payload }),
  });
}
const approve = (id: number, approved = true, session: Session | null = callers.admin) =>
  send(session, 'PUT', `/api/admin/feedback/${id}/display`, { approved });
const flags = async () =>
  (await app.db.select({ id: feedback.id, on: feedback.approvedForDisplay }).from(feedback)).filter((r) =>
    ids.includes(r.id),
  );
const publicList = async () => {
  const res = await app.inject('/api/testimonials');
  expect(res.statusCode).toBe(200);
  return res.json().testimonials as { id: number; quote: string; rating: number; name: string }[];
};

describe('admin feedback list', () => {
  it("lists learners' feedback newest first, with the author for the admin and the name a testimonial would show", async () => {
    const res = await send(callers.admin, 'GET', '/api/admin/feedback');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.approvedCount).toBe(0);
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([...ids].reverse());
    const carmen = body.items.find((i: { id: number }) => i.id === ids[0]);
    expect(carmen).toMatchObject({
      author: { name: 'Carmen Ortiz', email: learnerEmail },
      displayName: 'Carmen',
      approvedForDisplay: false,
    });
    // A guest has no name to show.
    expect(body.items.find((i: { id: number }) => i.id === ids[2])).toMatchObject({
      author: null,
      displayName: 'A learner',
    });
  });

  it('answers a visitor with no session with 401', async () => {
    expect((await send(null, 'GET', '/api/admin/feedback')).statusCode).toBe(401);
    expect((await approve(ids[0]!, true, null)).statusCode).toBe(401);
    expect((await flags()).every((f) => !f.on)).toBe(true);
  });

  it('is for admins only: guest, free and premium get 403 and nothing changes', async () => {
    for (const session of [callers.guest, callers.free, callers.premium]) {
      expect((await send(session, 'GET', '/api/admin/feedback')).statusCode).toBe(403);
      const res = await approve(ids[0]!, true, session);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await flags()).every((f) => !f.on)).toBe(true);
    expect(await publicList()).toEqual([]);
  });

  it.each([
    ['/api/admin/feedback/abc/display', { approved: true }, /feedbackId/],
    ['/api/admin/feedback/0/display', { approved: true }, /feedbackId/],
    [`/api/admin/feedback/1/display`, {}, /approved/],
    [`/api/admin/feedback/1/display`, { approved: 'yes' }, /approved/],
  ])('PUT %s with %j is a clear 400 and changes nothing', async (url, payload, message) => {
    const res = await send(callers.admin, 'PUT', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.message).toMatch(message);
    expect((await flags()).every((f) => !f.on)).toBe(true);
  });

  it('a bad page is a clear 400', async () => {
    const res = await send(callers.admin, 'GET', '/api/admin/feedback?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/page/);
  });

  it('approving feedback that does not exist is a 404', async () => {
    const res = await approve(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('approving and the public testimonials', () => {
  it('an approved feedback shows publicly with a first name only, never an email; withdrawing hides it', async () => {
    const res = await approve(ids[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids[0], approvedForDisplay: true, approvedCount: 1 });
    const [audit] = await app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      actorId: callers.admin.userId,
      action: 'approve-testimonial',
      targetType: 'feedback',
      targetId: String(ids[0]),
    });

    let list = await publicList();
    expect(list).toEqual([
      { id: ids[0], quote: 'The family stories made agency finally make sense.', rating: 5, name: 'Carmen' },
    ]);
    const raw = (await app.inject('/api/testimonials')).body;
    expect(raw).not.toContain('@');
    expect(raw).not.toContain('Ortiz');

    const off = await approve(ids[0]!, false);
    expect(off.json()).toEqual({ id: ids[0], approvedForDisplay: false, approvedCount: 0 });
    list = await publicList();
    expect(list).toEqual([]);
    const [row] = await app.db.select().from(feedback).where(eq(feedback.id, ids[0]!));
    expect(row).toMatchObject({ approvedForDisplay: false, approvedAt: null });
  });

  it('lists only approved feedback, newest approval first; a guest shows as "A learner"', async () => {
    for (const id of [ids[1]!, ids[2]!, ids[3]!]) {
      expect((await approve(id)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    const list = await publicList();
    expect(list.map((t) => t.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(list.find((t) => t.id === ids[2])!.name).toBe('A learner');
    expect(list.map((t) => t.name)).toEqual(['Pat', 'A learner', 'Fran']);
    expect(list.some((t) => t.id === ids[0])).toBe(false);
    // Any visitor may read them, signed in or not.
    const asGuest = await send(callers.guest, 'GET', '/api/testimonials');
    expect(asGuest.json().testimonials).toHaveLength(3);
  });
});
