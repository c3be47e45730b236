/**
 * Property-based fuzzing of every API route (fast-check): wrong types, missing and extra fields,
 * huge strings, NUL, control and lone surrogate characters, deep nesting and `__proto__` keys, in
 * the body, the query and the path, from a visitor, a guest and a premium learner. Whatever comes
 * in: no answer is a 5xx, every error body has the documented shape, and a refused request stores
 * nothing.
 */

import { adminAudit, questionReport } from '@server/db/schema/admin';
import { question } from '@server/db/schema/content';
import { feedback } from '@server/db/schema/feedback';
import { answer, flashcardReview } from '@server/db/schema/learning';
import { payment } from '@server/db/schema/payments';
import { bookmark, bookmarkSync, studyPlan } from '@server/db/schema/practice';
import { authed, createCallers, createTestApp, type Session, type TestApp } from '@server/test/helpers';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
/** A route with the names its contract knows: query parameters and body fields. */
const routes: { method: string; url: string; query: string[]; fields: string[] }[] = [];

beforeAll(async () => {
  app = await createTestApp({ env: { API_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' } });
  callers = await createCallers(app);
  // Every documented route (the OpenAPI document lists them all), plus better-auth's proxy paths.
  type Op = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const doc = (app as unknown as { swagger: () => { paths: Record<string, Record<string, Op>> } }).swagger();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      if (!path.startsWith('/api/')) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const fields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      routes.push({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1'), query, fields });
    }
  const authFields = [
    'email',
    'password',
    'name',
    'image',
    'currentPassword',
    'newPassword',
    'newEmail',
    'token',
    'redirectTo',
    'callbackURL',
  ];
  for (const url of [
    'sign-in/email',
    'sign-up/email',
    'sign-in/anonymous',
    'update-user',
    'change-password',
    'change-email',
    'send-verification-email',
    'request-password-reset',
    'reset-password',
  ])
    routes.push({ method: 'POST', url: `/api/auth/${url}`, query: [], fields: authFields });
});
afterAll(() => app.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e',
    '\r\n',
    "'; drop table answer; --",
    '%00',
    '../..',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, nasty, tie('obj'), tie('arr')),
  obj: fc.dictionary(
    fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'answerId', 'sessionId')),
    tie('any'),
    {
      maxKeys: 5,
    },
  ),
  arr: fc.array(tie('any'), { maxLength: 4 }),
})).any;
const deep = fc.integer({ min: 30, max: 300 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
});
const body = fc.oneof(value, deep, fc.dictionary(fc.string(), nasty, { maxKeys: 6 }));
const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('%00', '%E0%A4%A', '..', 'x'.repeat(300)),
);

async function stored() {
  const n = async (
    table:
      | typeof answer
      | typeof feedback
      | typeof payment
      | typeof flashcardReview
      | typeof question
      | typeof adminAudit
      | typeof questionReport
      | typeof bookmark
      | typeof bookmarkSync
      | typeof studyPlan,
  ) => (await app.db.select({ n: count() }).from(table))[0]!.n;
  return {
    answers: await n(answer),
    feedback: await n(feedback),
    payments: await n(payment),
    reviews: await n(flashcardReview),
    questions: await n(question),
    audit: await n(adminAudit),
    reports: await n(questionReport),
    bookmarks: await n(bookmark),
    bookmarkSyncs: await n(bookmarkSync),
    plans: await n(studyPlan),
  };
}

describe('fuzzing every API route', () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('never answers 5xx, always in the documented error shape, and a refused request stores nothing', async () => {
    const who: (Session | null)[] = [null, callers.guest, callers.premium];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((route) =>
          fc.record({
            route: fc.constant(route),
            // The contract's own field names with hostile values, or anything at all.
            payload: fc.oneof(
              fc.record(Object.fromEntries(route.fields.map((f) => [f, value])), { requiredKeys: [] }),
              body,
            ),
            query: fc.record(
              Object.fromEntries(
                [...route.query, 'x'].map((q) => [
                  q,
                  fc.oneof(
                    fc.string({ maxLength: 60 }),
                    fc.constantFrom('\u0000', 'a\u0000', '\ud800', '-1', '1e999'),
                  ),
                ]),
              ),
              { requiredKeys: [] },
            ),
          }),
        ),
        fc.constantFrom(...who),
        segment,
        async ({ route, payload, query }, caller, param) => {
          const url =
            route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param)) +
            (Object.keys(query).length ? `?${new URLSearchParams(query as Record<string, string>)}` : '');
          const before = await stored();
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: authed(caller, { 'content-type': 'application/json' }),
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
          });
          expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const json = res.json();
            expect(json.error, `${route.method} ${url}`).toMatchObject({
              code: expect.any(String),
              message: expect.any(String),
            });
            expect(await stored(), `${route.method} ${url} stored something it refused`).toEqual(before);
          }
        },
      ),
      { numRuns: 600, seed: 20261124 },
    );
  }, 240_000);

  it('an admin fuzzing the admin and report routes never gets a 5xx, and a refusal stores nothing', async () => {
    // The mass delete is left out: a fuzzed {deleteAll: true} is a real request, tested in admin.api.test.ts.
    const adminRoutes = routes.filter(
      (r) =>
        (r.url.startsWith('/api/admin/') || r.url.startsWith('/api/questions/')) &&
        r.url !== '/api/admin/mass-delete-users',
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...adminRoutes).chain((route) =>
          fc.record({
            route: fc.constant(route),
            payload: fc.oneof(
              fc.record(Object.fromEntries(route.fields.map((f) => [f, value])), { requiredKeys: [] }),
              body,
            ),
            query: fc.record(
              Object.fromEntries(
                [...route.query, 'x'].map((q) => [
                  q,
                  fc.oneof(
                    fc.string({ maxLength: 60 }),
                    fc.constantFrom('\u0000', '-1', '1e999', 'true', '3'),
                  ),
                ]),
              ),
              { requiredKeys: [] },
            ),
          }),
        ),
        segment,
        async ({ route, payload, query }, param) => {
          const url =
            route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param)) +
            (Object.keys(query).length ? `?${new URLSearchParams(query as Record<string, string>)}` : '');
          const before = await stored();
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: authed(callers.admin, { 'content-type': 'application/json' }),
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
          });
          expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            expect(await stored(), `${route.method} ${url} stored something it refused`).toEqual(before);
          }
        },
      ),
      { numRuns: 150, seed: 20261127 },
    );
  }, 240_000);
});
