import type { Db } from '@server/db/client';
import { contentDocument, flashcard, question, story, usState } from '@server/db/schema/content';
import { storyRead } from '@server/db/schema/learning';
import { awardAchievements } from '@server/learning/achievements/service';
import { itemFromRow, toQuizQuestion } from '@server/learning/question-item';
import { AppError } from '@server/lib/app-error';
import { onContentChange } from '@server/lib/content-change';
import {
  fillPlaceholders,
  type PlaceholderValues,
  statePlaceholderValues,
} from '@shared/content/placeholders';
import type { StoryResponse, StorySummary, StudyOverviewResponse } from '@shared/contracts/stories';
import { areas } from '@shared/domain/areas';
import { formatWait, secondsToCountRead } from '@shared/lib/reading-time';
import { asc, eq, inArray } from 'drizzle-orm';

type StoryRow = typeof story.$inferSelect;
export type Reader = { userId: string | null; isPremium: boolean };

export async function placeholderValues(
  db: Db,
  stateCode: string | undefined,
): Promise<PlaceholderValues | null> {
  if (!stateCode) return null;
  const [s] = await db.select().from(usState).where(eq(usState.id, stateCode));
  return s ? statePlaceholderValues(s) : null;
}

function summarize(
  row: StoryRow,
  reader: Reader,
  readIds: Set<string>,
  values: PlaceholderValues | null,
): StorySummary {
  return {
    id: row.id,
    section: row.section,
    kind: row.kind as 'story' | 'tip',
    position: row.position,
    title: fillPlaceholders(row.title, values),
    readTime: row.readTime,
    difficulty: row.difficulty,
    tags: row.tags,
    teaser: fillPlaceholders(row.teaser, values),
    premium: row.premium,
    locked: row.premium && !reader.isPremium,
    read: readIds.has(row.id),
    forSection: row.forSection,
  };
}

async function readStoryIds(db: Db, userId: string | null) {
  if (!userId) return new Set<string>();
  const rows = await db.select({ id: storyRead.storyId }).from(storyRead).where(eq(storyRead.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Titles and teasers of a section's stories and tips: open to everyone, premium ones marked locked. */
export async function listStories(db: Db, reader: Reader, section: string, stateCode?: string) {
  const [rows, readIds, values] = await Promise.all([
    db.select().from(story).where(eq(story.section, section)).orderBy(asc(story.kind), asc(story.position)),
    readStoryIds(db, reader.userId),
    placeholderValues(db, stateCode),
  ]);
  const list = rows.map((r) => summarize(r, reader, readIds, values));
  return { stories: list.filter((s) => s.kind === 'story'), tips: list.filter((s) => s.kind === 'tip') };
}

/** The full text, personalised for the state. Premium text goes to premium learners only. */
export async function getStory(
  db: Db,
  reader: Reader,
  id: string,
  stateCode?: string,
): Promise<StoryResponse> {
  const [row] = await db.select().from(story).where(eq(story.id, id));
  if (!row) throw new AppError('NOT_FOUND', `No story with id ${id}.`);
  if (row.premium && !reader.isPremium)
    throw new AppError('PREMIUM_REQUIRED', 'This story is part of Premium. Upgrade to read it.');
  const [readIds, values] = await Promise.all([
    readStoryIds(db, reader.userId),
    placeholderValues(db, stateCode),
  ]);
  return {
    ...summarize(row, reader, readIds, values),
    body: fillPlaceholders(row.body, values),
    conceptIds: row.conceptIds,
  };
}

/**
 * Counts a story read once it has been on the learner's screen long enough for its length
 * (secondsToCountRead): a shorter report is refused and stores nothing.
 */
export async function markStoryRead(
  db: Db,
  reader: Reader & { userId: string },
  id: string,
  secondsOnPage: number,
) {
  const [row] = await db.select().from(story).where(eq(story.id, id));
  if (!row) throw new AppError('NOT_FOUND', `No story with id ${id}.`);
  if (row.premium && !reader.isPremium)
    throw new AppError('PREMIUM_REQUIRED', 'This story is part of Premium. Upgrade to read it.');
  const needed = secondsToCountRead(row.readTime);
  if (secondsOnPage < needed)
    throw new AppError(
      'CONFLICT',
      `This story takes about ${row.readTime} min to read; it counts as read after ${formatWait(needed)} on the page (${formatWait(secondsOnPage)} so far).`,
    );
  await db
    .insert(storyRead)
    .values({ userId: reader.userId, storyId: row.id, section: row.forSection ?? row.section })
    .onConflictDoNothing();
  const newAchievements = await awardAchievements(db, reader.userId);
  return { storyId: row.id, read: true as const, newAchievements };
}

type StudyBank = { section: string; questionIds: string[]; flashcardIds: string[] };

type OverviewContent = {
  overviewRows: StoryRow[];
  banks: StudyBank[];
  questions: Map<string, typeof question.$inferSelect>;
  flashcards: Map<string, typeof flashcard.$inferSelect>;
  states: Map<string, typeof usState.$inferSelect>;
};

const OVERVIEW_TTL_MS = 60_000;
const overviewCache = new WeakMap<Db, { at: number; content: Promise<OverviewContent> }>();
onContentChange((db) => overviewCache.delete(db as Db));

/**
 * The content the /study overview shows (overview stories, practice banks with their questions and
 * flashcards, the states for placeholders). Content changes only when it is seeded or imported, so
 * each instance keeps it for a minute (per database), like the question pool.
 */
function overviewContent(db: Db, now = Date.now()): Promise<OverviewContent> {
  const hit = overviewCache.get(db);
  if (hit && now - hit.at < OVERVIEW_TTL_MS) return hit.content;
  const content = (async () => {
    const [overviewRows, banksDoc, states] = await Promise.all([
      db.select().from(story).where(eq(story.section, 'overview')),
      db.select().from(contentDocument).where(eq(contentDocument.id, 'study-banks')),
      db.select().from(usState),
    ]);
    const banks = (banksDoc[0]?.body as StudyBank[] | undefined) ?? [];
    const questionIds = banks.flatMap((b) => b.questionIds);
    const flashcardIds = banks.flatMap((b) => b.flashcardIds);
    const [qs, cards] = await Promise.all([
      questionIds.length ? db.select().from(question).where(inArray(question.id, questionIds)) : [],
      flashcardIds.length ? db.select().from(flashcard).where(inArray(flashcard.id, flashcardIds)) : [],
    ]);
    return {
      overviewRows,
      banks,
      questions: new Map(qs.map((q) => [q.id, q])),
      flashcards: new Map(cards.map((c) => [c.id, c])),
      states: new Map(states.map((x) => [x.id, x])),
    };
  })();
  overviewCache.set(db, { at: now, content });
  content.catch(() => overviewCache.delete(db));
  return content;
}

/**
 * The /study overview: each section's overview story and its practice banks; premium ones are teasers
 * for free learners. Its content comes from the per-instance cache, so a request reads only what the
 * reader has read (besides the session and entitlement).
 */
export async function getStudyOverview(
  db: Db,
  reader: Reader,
  stateCode?: string,
): Promise<StudyOverviewResponse> {
  const [content, readIds] = await Promise.all([overviewContent(db), readStoryIds(db, reader.userId)]);
  const { overviewRows, banks } = content;
  const state = stateCode ? content.states.get(stateCode) : undefined;
  const values = state ? statePlaceholderValues(state) : null;
  const pick = <T>(byId: Map<string, T>, ids: string[]) =>
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  const sections = areas.map((area) => {
    const locked = area.premium && !reader.isPremium;
    const bank = banks.find((b) => b.section === area.slug);
    const overview = overviewRows.find((r) => r.forSection === area.slug);
    const open = !locked && bank;
    return {
      slug: area.slug,
      title: area.title,
      premium: area.premium,
      locked,
      story: overview
        ? {
            ...summarize(overview, reader, readIds, values),
            body: locked ? null : fillPlaceholders(overview.body, values),
          }
        : null,
      questions: (open ? pick(content.questions, bank.questionIds) : []).map((row) => {
        const { id, question, options, correctAnswer, explanation, difficulty } = toQuizQuestion(
          itemFromRow(row),
        );
        return { id, question, options, correctAnswer, explanation, difficulty };
      }),
      flashcards: (open ? pick(content.flashcards, bank.flashcardIds) : []).map((c) => ({
        id: c.id,
        front: c.front,
        back: c.back,
        hint: c.hint,
      })),
    };
  });
  return { sections };
}
