/**
 * Role × route: every documented API route, called by a visitor, a guest, a free learner, a premium
 * learner and an admin, gets past its guard exactly when the access table says so. A route missing
 * from the table fails the test, so a new route must state who may call it.
 */
import { authed, createCallers, createTestApp, type Session, type TestApp } from '@server/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Access = 'public' | 'learner' | 'premium' | 'admin';

/** Who may call each route. Feature checks inside a route (premium stories, the preview) come after. */
const access: Record<string, Access> = {
  'GET /api/config': 'public',
  'GET /api/testimonials': 'public',
  'GET /api/states': 'public',
  'GET /api/states/{stateCode}/supplement': 'public',
  'GET /api/achievements': 'public',
  'GET /api/stories': 'public',
  'GET /api/stories/{storyId}': 'public',
  'GET /api/study/overview': 'public',
  'GET /api/glossary': 'public',
  'GET /api/flashcards': 'public',
  'GET /api/math': 'public',
  'GET /api/me': 'public',
  'GET /api/user': 'learner',
  'PATCH /api/user/profile': 'learner',
  'POST /api/user/onboarding-complete': 'learner',
  'POST /api/feedback': 'learner',
  'GET /api/quiz/questions': 'learner',
  'POST /api/quiz/answer': 'learner',
  'POST /api/quiz/sessions/{sessionId}/complete': 'learner',
  'GET /api/user/progress': 'learner',
  'GET /api/user/readiness': 'learner',
  'GET /api/user/achievements': 'learner',
  'GET /api/track': 'learner',
  'POST /api/stories/{storyId}/read': 'learner',
  'POST /api/create-subscription': 'learner',
  'GET /api/payments/{paymentId}': 'learner',
  'POST /api/payments/confirm': 'learner',
  'POST /api/payments/test/confirm': 'learner',
  'POST /api/flashcards/{id}/review': 'learner',
  'POST /api/user/state': 'premium',
  'GET /api/exams/structure': 'learner',
  'POST /api/exams': 'learner',
  'GET /api/exams': 'learner',
  'GET /api/exams/{attemptId}': 'learner',
  'PUT /api/exams/{attemptId}/responses': 'learner',
  'PUT /api/exams/{attemptId}/position': 'learner',
  'POST /api/exams/{attemptId}/portions/{portion}/start': 'learner',
  'POST /api/exams/{attemptId}/portions/{portion}/submit': 'learner',
  'GET /api/exams/{attemptId}/results': 'learner',
  'GET /api/corrections': 'public',
  'POST /api/questions/{questionId}/report': 'learner',
  'GET /api/admin/question-count': 'admin',
  'GET /api/admin/feedback': 'admin',
  'PUT /api/admin/feedback/{feedbackId}/display': 'admin',
  'GET /api/admin/questions': 'admin',
  'PUT /api/admin/questions/{questionId}': 'admin',
  'POST /api/admin/questions/{questionId}/retire': 'admin',
  'POST /api/admin/generate-questions': 'admin',
  'POST /api/admin/import-csv': 'admin',
  'POST /api/admin/import-json': 'admin',
  'GET /api/admin/csv-template': 'admin',
  'POST /api/admin/load-bulk-sets': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/reset-user/{userId}': 'admin',
  'DELETE /api/admin/user/{userId}': 'admin',
  'POST /api/admin/mass-delete-users': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/reports': 'admin',
  'POST /api/admin/reports/{questionId}/resolve': 'admin',
  'GET /api/analytics/pivot': 'admin',
  'GET /api/analytics/items': 'admin',
  'GET /api/analytics/activity': 'admin',
  'GET /api/topics': 'public',
  'GET /api/questions/state': 'premium',
  'POST /api/practice/quiz': 'learner',
  'GET /api/practice/summary': 'learner',
  'GET /api/bookmarks': 'learner',
  'GET /api/user/progress/history': 'learner',
  'GET /api/plan': 'learner',
  'PUT /api/plan': 'learner',
  'DELETE /api/plan': 'learner',
  'GET /api/practice/flashcards-today': 'learner',
  'GET /api/practice/math/drill': 'premium',
  'POST /api/practice/math/answer': 'premium',
  'PUT /api/bookmarks/{itemType}/{itemId}': 'learner',
  'DELETE /api/bookmarks/{itemType}/{itemId}': 'learner',
  'POST /api/sync': 'learner',
  'GET /api/offline/pack': 'learner',
  'GET /api/offline/content/{contentKey}': 'learner',
  'GET /api/account': 'learner',
  'PATCH /api/account/name': 'learner',
  'GET /api/account/export': 'learner',
  'DELETE /api/account': 'learner',
  'POST /api/subscription/cancel': 'learner',
  'POST /api/payments/test/subscription-event': 'learner',
};

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let routes: { method: string; path: string }[] = [];

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  callers = await createCallers(app);
  const doc = (app as unknown as { swagger: () => { paths: Record<string, object> } }).swagger();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));
});
afterAll(() => app.close());

const refusedFor: Record<Access, (role: string) => number | null> = {
  public: () => null,
  learner: (role) => (role === 'visitor' ? 401 : null),
  // The admin role manages the app; it is not a plan, so an admin without an entitlement is refused too.
  premium: (role) => (role === 'visitor' ? 401 : role === 'premium' ? null : 403),
  admin: (role) => (role === 'visitor' ? 401 : role === 'admin' ? null : 403),
};

describe('role × route', () => {
  it('every documented route states who may call it', () => {
    const unlisted = routes.map((r) => `${r.method} ${r.path}`).filter((key) => !(key in access));
    expect(unlisted).toEqual([]);
    expect(routes.length).toBe(Object.keys(access).length);
  });

  it('each role gets past each guard exactly when the table says so', async () => {
    const roles: [string, Session | null][] = [
      ['visitor', null],
      ['guest', callers.guest],
      ['free', callers.free],
      ['premium', callers.premium],
      ['admin', callers.admin],
    ];
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const rule = access[`${method} ${path}`]!;
      for (const [role, session] of roles) {
        const url = path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
        const res = await app.inject({
          method: method as 'GET',
          url: method === 'GET' ? `${url}?stateCode=TX` : url,
          headers: authed(session),
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const refused = refusedFor[rule](role);
        const got = res.statusCode;
        // A guard's refusal, told from a route's own rules (a guest buying, the preview) by code and words.
        const error = got >= 400 ? res.json().error : null;
        const guardRefused =
          got === 401 ||
          error?.code === 'PREMIUM_REQUIRED' ||
          (error?.code === 'FORBIDDEN' && error.message === 'Admins only.');
        if (refused !== null && got !== refused)
          wrong.push(`${method} ${path} as ${role}: ${got}, expected ${refused}`);
        if (refused === null && guardRefused) wrong.push(`${method} ${path} as ${role}: refused with ${got}`);
        expect(got, `${method} ${path} as ${role}`).toBeLessThan(500);
      }
    }
    expect(wrong).toEqual([]);
    // About 300 calls, one of them the admin's Bulk Sets seeding all of content/ into this unseeded
    // database: well over the default 30 s on a busy machine.
  }, 120_000);
});
