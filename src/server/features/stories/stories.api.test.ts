import {
  authed,
  createCallers,
  createTestApp,
  type Session,
  signInGuest,
  type TestApp,
} from '@server/test/helpers';
import type { StoryListResponse, StoryResponse, StudyOverviewResponse } from '@shared/contracts/stories';
import { formatWait, secondsToCountRead } from '@shared/lib/reading-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp();
  callers = await createCallers(app);
});
afterAll(() => app.close());

describe('GET /api/stories', () => {
  it('lists a section in order with the counts of the spec', async () => {
    const counts: Record<string, [number, number]> = {
      'property-principles': [8, 6],
      'contracts-agency': [6, 5],
      'financing-economics': [12, 4],
      'real-estate-law': [6, 4],
    };
    for (const [section, [stories, tips]] of Object.entries(counts)) {
      const res = await app.inject({ url: `/api/stories?section=${section}`, headers: authed(callers.free) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as StoryListResponse;
      expect(body.stories).toHaveLength(stories);
      expect(body.tips).toHaveLength(tips);
      expect(body.stories.map((s) => s.position)).toEqual(
        [...body.stories.map((s) => s.position)].sort((a, b) => a - b),
      );
    }
  });

  it('shows premium titles and teasers to free learners, marked locked, and never the text', async () => {
    const res = await app.inject({
      url: '/api/stories?section=financing-economics',
      headers: authed(callers.free),
    });
    const body = res.json() as StoryListResponse & { stories: Record<string, unknown>[] };
    expect(body.stories.every((s) => s.locked === true && typeof s.teaser === 'string')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('"body"');
    const premium = (
      await app.inject({ url: '/api/stories?section=financing-economics', headers: authed(callers.premium) })
    ).json() as StoryListResponse;
    expect(premium.stories.every((s) => !s.locked)).toBe(true);
  });

  it('rejects an unknown section with a clear 400', async () => {
    const res = await app.inject({ url: '/api/stories?section=gossip' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/section must be one of/);
  });
});

describe('GET /api/stories/:id', () => {
  it('serves a free story to anyone, filled in for the selected state or reading naturally with none', async () => {
    const list = (
      await app.inject({ url: '/api/stories?section=property-principles' })
    ).json() as StoryListResponse;
    const id = list.stories[0]!.id;
    const plain = (await app.inject({ url: `/api/stories/${id}` })).json() as StoryResponse;
    expect(plain.body.length).toBeGreaterThan(3000);
    expect(plain.body).not.toMatch(/\{\{|\}\}/);
    const ohio = (await app.inject({ url: `/api/stories/${id}?stateCode=OH` })).json() as StoryResponse;
    expect(ohio.body).not.toMatch(/\{\{|\}\}/);
    const all = await Promise.all(
      list.stories.map(
        async (s) => (await app.inject({ url: `/api/stories/${s.id}?stateCode=OH` })).json() as StoryResponse,
      ),
    );
    expect(all.some((s) => s.body.includes('Ohio'))).toBe(true);
  });

  it('answers 403 PREMIUM_REQUIRED for premium text to guests, free learners and visitors, and serves premium learners', async () => {
    const list = (
      await app.inject({ url: '/api/stories?section=real-estate-law' })
    ).json() as StoryListResponse;
    const id = list.stories[0]!.id;
    for (const who of [callers.guest, callers.free, null]) {
      const res = await app.inject({ url: `/api/stories/${id}`, headers: authed(who) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PREMIUM_REQUIRED');
    }
    for (const who of [callers.premium]) {
      const res = await app.inject({ url: `/api/stories/${id}?stateCode=TX`, headers: authed(who) });
      expect(res.statusCode).toBe(200);
      expect((res.json() as StoryResponse).body).not.toMatch(/\{\{/);
    }
  });

  it('answers 404 for an unknown story and 400 for a malformed id', async () => {
    expect((await app.inject('/api/stories/no-such-story')).statusCode).toBe(404);
    expect((await app.inject('/api/stories/NOT_VALID!')).statusCode).toBe(400);
  });
});

describe('POST /api/stories/:id/read', () => {
  const read = (who: Session | null, id: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/stories/${id}/read`,
      headers: who ? authed(who) : {},
      payload,
    });
  const stories = async (who: Session, section: string) =>
    (
      await app.inject({ url: `/api/stories?section=${section}`, headers: authed(who) })
    ).json() as StoryListResponse;
  const step = async (who: Session, id: string) =>
    (await app.inject({ url: '/api/track', headers: authed(who) }))
      .json()
      .steps.find((s: { id: string }) => s.id === id).completed as boolean;

  it('counts a story read after enough time on the page for its length, once', async () => {
    const who = await signInGuest(app);
    const story = (await stories(who, 'contracts-agency')).stories[1]!;
    const needed = secondsToCountRead(story.readTime);
    // Two seconds on a six-minute story is not reading it: refused, nothing stored.
    const early = await read(who, story.id, { secondsOnPage: needed - 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      `This story takes about ${story.readTime} min to read; it counts as read after ${formatWait(needed)} on the page (${formatWait(needed - 1)} so far).`,
    );
    expect((await stories(who, 'contracts-agency')).stories.filter((s) => s.read)).toEqual([]);

    const res = await read(who, story.id, { secondsOnPage: needed });
    expect(res.statusCode).toBe(200);
    expect(res.json().newAchievements.map((a: { id: string }) => a.id)).toContain('first-story');
    const again = await read(who, story.id, { secondsOnPage: needed + 60 });
    expect(again.json().newAchievements).toEqual([]);
    const after = await stories(who, 'contracts-agency');
    expect(after.stories.filter((s) => s.read).map((s) => s.id)).toEqual([story.id]);
  });

  it('the study step completes when every story of its section is read, tips aside', async () => {
    const who = await signInGuest(app);
    const { stories: all, tips } = await stories(who, 'contracts-agency');
    expect(all.length).toBeGreaterThan(1);
    for (const tip of tips)
      expect((await read(who, tip.id, { secondsOnPage: secondsToCountRead(tip.readTime) })).statusCode).toBe(
        200,
      );
    for (const [i, story] of all.entries()) {
      expect(await step(who, 'contracts-study')).toBe(false);
      const res = await read(who, story.id, { secondsOnPage: secondsToCountRead(story.readTime) });
      expect(res.statusCode, `story ${i + 1}`).toBe(200);
    }
    expect(await step(who, 'contracts-study')).toBe(true);
    // Another section's step is untouched.
    expect(await step(who, 'property-basics')).toBe(false);
  });

  it('refuses a missing, negative, fractional or huge time with a clear 400, storing nothing', async () => {
    const who = await signInGuest(app);
    const id = (await stories(who, 'contracts-agency')).stories[0]!.id;
    for (const [payload, message] of [
      [{}, /secondsOnPage/],
      [{ secondsOnPage: -5 }, /cannot be negative/],
      [{ secondsOnPage: 30.5 }, /whole number/],
      [{ secondsOnPage: 90_000 }, /at most a day/],
      [{ secondsOnPage: '600' }, /secondsOnPage/],
    ] as const) {
      const res = await read(who, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await stories(who, 'contracts-agency')).stories.filter((s) => s.read)).toEqual([]);
  });

  it('needs a session, and premium for premium stories', async () => {
    const list = (
      await app.inject({ url: '/api/stories?section=financing-economics' })
    ).json() as StoryListResponse;
    const story = list.stories[0]!;
    const payload = { secondsOnPage: secondsToCountRead(story.readTime) };
    expect((await read(null, story.id, payload)).statusCode).toBe(401);
    expect((await read(callers.free, story.id, payload)).statusCode).toBe(403);
    expect((await read(callers.premium, story.id, payload)).statusCode).toBe(200);
  });
});

describe('GET /api/study/overview', () => {
  it('shows each section with its overview story and 3 practice questions and flashcards; premium sections are teasers for free learners', async () => {
    const free = (
      await app.inject({ url: '/api/study/overview', headers: authed(callers.free) })
    ).json() as StudyOverviewResponse;
    expect(free.sections.map((s) => s.slug)).toEqual([
      'property-principles',
      'contracts-agency',
      'financing-economics',
      'real-estate-law',
    ]);
    for (const s of free.sections.slice(0, 2)) {
      expect(s.locked).toBe(false);
      expect(s.story?.body?.length).toBeGreaterThan(2000);
      expect(s.questions).toHaveLength(3);
      expect(s.flashcards).toHaveLength(3);
      for (const q of s.questions) expect(q.options).toContain(q.correctAnswer);
    }
    for (const s of free.sections.slice(2)) {
      expect(s).toMatchObject({ locked: true, questions: [], flashcards: [] });
      expect(s.story?.body).toBeNull();
      expect(s.story?.teaser.length).toBeGreaterThan(10);
    }
    const premium = (
      await app.inject({ url: '/api/study/overview?stateCode=FL', headers: authed(callers.premium) })
    ).json() as StudyOverviewResponse;
    for (const s of premium.sections) {
      expect(s.locked).toBe(false);
      expect(s.questions).toHaveLength(3);
      expect(s.story?.body).not.toMatch(/\{\{/);
    }
  });
});
