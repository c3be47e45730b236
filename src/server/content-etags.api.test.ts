import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { glossaryTerm, question } from '@server/db/schema/content';
import {
  anAdminChangesContent,
  authed,
  createCallers,
  createTestApp,
  questionEditOf,
  type Session,
  startQuickRound,
  type TestApp,
} from '@server/test/helpers';
import {
  type StoryListResponse,
  type StudyOverviewResponse,
  storySectionSlugs,
} from '@shared/contracts/stories';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Public content reads are made once (a minute at most, and again after a seed or an admin's change):
 * each answers with an ETag, 304 and no body when the caller holds it, and precompressed bytes that
 * decode to the same JSON as the plain answer.
 */
let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let storyId: string;
let supplementState: string;

beforeAll(async () => {
  app = await createTestApp();
  callers = await createCallers(app);
  const list = (await app.inject('/api/stories?section=property-principles')).json() as StoryListResponse;
  storyId = list.stories.find((s) => !s.locked)!.id;
  const states = (await app.inject('/api/states')).json() as { id: string }[];
  for (const s of states) {
    const res = await app.inject(`/api/states/${s.id}/supplement`);
    if (res.statusCode === 200) {
      supplementState = s.id;
      break;
    }
  }
});
afterAll(() => app.close());

const publicReads = () => [
  '/api/config',
  '/api/glossary',
  '/api/glossary?category=financing',
  '/api/math',
  `/api/states/${supplementState}/supplement`,
  '/api/stories?section=property-principles',
  '/api/stories?section=property-principles&stateCode=TX',
  `/api/stories/${storyId}`,
  `/api/stories/${storyId}?stateCode=CA`,
  '/api/study/overview',
  '/api/study/overview?stateCode=CA',
];

async function expectEtagged(url: string, who: Session | null = null) {
  const first = await app.inject({ url, headers: authed(who) });
  expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag, url).toMatch(/^"[\w-]+"$/);
  const again = await app.inject({ url, headers: authed(who, { 'if-none-match': etag }) });
  expect(again.statusCode, url).toBe(304);
  expect(again.body).toBe('');
  const stale = await app.inject({ url, headers: authed(who, { 'if-none-match': '"stale"' }) });
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toEqual(first.json());
  for (const coding of ['br', 'gzip']) {
    const res = await app.inject({ url, headers: authed(who, { 'accept-encoding': coding }) });
    expect(res.headers['content-encoding'], url).toBe(coding);
    expect(res.headers.etag).toBe(etag);
    const body = coding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
    expect(JSON.parse(body.toString())).toEqual(first.json());
  }
  return first;
}

describe('public content reads: ETag, 304, precompressed', () => {
  it('each read a visitor makes answers 200 with an ETag, then 304 on If-None-Match, in br and gzip', async () => {
    for (const url of publicReads()) await expectEtagged(url);
  });

  it('the glossary, math reference, supplement and config are the same for guest, free, premium and admin', async () => {
    for (const url of [
      '/api/glossary',
      '/api/math',
      `/api/states/${supplementState}/supplement`,
      '/api/config',
    ]) {
      const visitor = await expectEtagged(url);
      for (const who of Object.values(callers)) {
        const res = await app.inject({
          url,
          headers: authed(who, { 'if-none-match': visitor.headers.etag as string }),
        });
        expect(res.statusCode, url).toBe(304);
      }
    }
  });

  it("a signed-in reader's stories are their own (premium unlocked), not the visitor's cached copy", async () => {
    const locked = (res: { json(): unknown }) => {
      const list = res.json() as StoryListResponse;
      return [...list.stories, ...list.tips].filter((s) => s.locked).length;
    };
    let url = '';
    for (const section of storySectionSlugs) {
      url = `/api/stories?section=${section}`;
      if (locked(await app.inject(url)) > 0) break;
    }
    const visitor = await app.inject(url);
    expect(locked(visitor), 'a section with premium stories').toBeGreaterThan(0);
    const res = await app.inject({ url, headers: authed(callers.premium) });
    expect(res.statusCode).toBe(200);
    expect(locked(res)).toBe(0);
    expect(res.headers.etag).toBeUndefined();
    const free = await app.inject({ url, headers: authed(callers.free) });
    expect(locked(free)).toBe(locked(visitor));
  });

  it('a glossary search is answered as it comes, ranked the same as ever', async () => {
    const all = (await app.inject('/api/glossary')).json() as { term: string }[];
    const res = await app.inject('/api/glossary?q=escrow');
    expect(res.statusCode).toBe(200);
    const found = res.json() as { term: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
  });

  it('bad input gets a clear 4xx and nothing is cached for it', async () => {
    const badState = await app.inject('/api/states/ZZ/supplement');
    expect(badState.statusCode).toBe(400);
    const badCategory = await app.inject('/api/glossary?category=nonsense');
    expect(badCategory.statusCode).toBe(400);
    const unknownStory = await app.inject('/api/stories/no-such-story-99');
    expect(unknownStory.statusCode).toBe(404);
    expect(unknownStory.headers.etag).toBeUndefined();
    const badSection = await app.inject('/api/stories?section=nowhere');
    expect(badSection.statusCode).toBe(400);
  });

  it("an admin's change to content drops the made bodies: the next read is made afresh", async () => {
    const before = await app.inject('/api/glossary');
    const etag = before.headers.etag as string;
    const [term] = await app.db.select().from(glossaryTerm).orderBy(asc(glossaryTerm.id)).limit(1);
    const revised = `${term!.definition} (revised)`;
    await app.db.update(glossaryTerm).set({ definition: revised }).where(eq(glossaryTerm.id, term!.id));
    // Made once: a change behind the app's back is not seen until the body is made again.
    const cached = await app.inject({ url: '/api/glossary', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    await anAdminChangesContent(app, callers.admin);
    const after = await app.inject({ url: '/api/glossary', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    const terms = after.json() as { id: string; definition: string }[];
    expect(terms.find((t) => t.id === term!.id)?.definition).toBe(revised);
  });

  it("a signed-in learner's study overview shows an admin's edit to one of its questions at once", async () => {
    const overview = async () =>
      (
        await app.inject({ url: '/api/study/overview', headers: authed(callers.premium) })
      ).json() as StudyOverviewResponse;
    const shown = (await overview()).sections.flatMap((s) => s.questions)[0]!;
    const [row] = await app.db.select().from(question).where(eq(question.id, shown.id));
    const q = row!;
    const stem = `${q.question} (reworded)`;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${q.id}`,
      headers: authed(callers.admin),
      payload: {
        question: { ...questionEditOf(q), stem },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await overview()).sections.flatMap((s) => s.questions).find((x) => x.id === q.id);
    expect(after?.question).toBe(stem);
  });
  it("a round's questions, once read, show an admin's edit to one of them at once (the instance's item cache)", async () => {
    const round = await startQuickRound(app, callers.premium);
    const first = round.questions[0]!;
    const [row] = await app.db.select().from(question).where(eq(question.id, first.id));
    const q = row!;
    const stem = `${q.question} (reworded for the round)`;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${q.id}`,
      headers: authed(callers.admin),
      payload: { question: { ...questionEditOf(q), stem } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const done = await app.inject({
      method: 'POST',
      url: `/api/quiz/sessions/${round.sessionId}/complete`,
      headers: authed(callers.premium),
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(200);
    const review = (done.json() as { review: { questionId: string; question: string }[] }).review;
    expect(review.find((r) => r.questionId === q.id)?.question).toBe(stem);
  });
});
