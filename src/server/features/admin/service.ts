import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { rowFromContent } from '@server/learning/question-item';
import { AppError } from '@server/lib/app-error';
import { contentChanged } from '@server/lib/content-change';
import { storeContentCounts } from '@server/lib/content-counts';
import type { Viewer } from '@server/lib/viewer';
import { AreaId, Question, StatesFile } from '@shared/content/schemas';
import { parseYaml } from '@shared/content/yaml';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SHOW_ALL_SIZE,
  type AdminQuestion,
  type AdminUser,
  type AuditEntry,
  adminTopicOfArea,
  adminTopics,
  GENERATE_DEFAULT_COUNT,
  type GenerateQuestionsRequest,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  type QuestionEditFields,
} from '@shared/contracts/admin';
import type { StateCode } from '@shared/domain/states';
import { mathFamilies } from '@shared/generators/math/index';
import { generateStateFactQuestions } from '@shared/generators/state-facts';
import { z } from 'zod';
import { columnOf, parseQuestionCsv } from './csv';
import {
  clearLearningData,
  countActiveQuestions,
  countLearningData,
  deleteAllNonAdminUsers,
  deleteUser,
  findAuditPage,
  findConceptIds,
  findExistingQuestionIds,
  findIdsWithPrefixes,
  findQuestion,
  findQuestionsPage,
  findStems,
  findUser,
  findUsersPage,
  insertAudit,
  insertCorrection,
  insertQuestions,
  type QuestionInsert,
  type QuestionRow,
  updateQuestion,
} from './queries';

export type SeedResult =
  | { skipped: true; hash: string }
  | { skipped: false; hash: string; counts: Record<string, number | Record<string, number>> };

export type AdminContext = {
  db: Db;
  config: Config;
  viewer: Viewer;
  now: Date;
  /** The seed's own code path (content/ validated and upserted in one transaction). */
  loadContentSets: () => Promise<SeedResult>;
};

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export function toAdminQuestion(r: QuestionRow): AdminQuestion {
  return {
    id: r.id,
    topicId: adminTopicOfArea(r.area)?.id ?? null,
    area: r.area,
    type: r.type,
    question: r.question,
    options: r.options,
    answerIndex: r.answerIndex,
    correctAnswer: r.options[r.answerIndex] ?? '',
    explanation: r.explanation,
    difficulty: r.difficulty,
    memoryHint: r.memoryHint,
    funFact: r.funFact,
    conceptId: r.conceptId,
    stateCode: r.stateCode,
    source: r.source,
    retiredAt: r.retiredAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

function audit(ctx: AdminContext) {
  return { actorId: ctx.viewer.id, actorEmail: ctx.viewer.email, createdAt: ctx.now };
}

// ---------- questions ----------

export async function questionCount(ctx: AdminContext) {
  return { count: await countActiveQuestions(ctx.db) };
}

export async function listQuestions(
  ctx: AdminContext,
  q: { page: number; limit: number; topicId?: number; showAll: boolean },
) {
  // Show-all lists 100 a page across every topic (spec section 4: it clears the topic filter).
  const limit = q.showAll ? ADMIN_SHOW_ALL_SIZE : Math.min(q.limit, ADMIN_PAGE_SIZE);
  const area = q.showAll ? null : (adminTopics.find((t) => t.id === q.topicId)?.areaId ?? null);
  const { rows, total } = await findQuestionsPage(ctx.db, { area, limit, offset: (q.page - 1) * limit });
  const totalPages = pages(total, limit);
  return {
    questions: rows.map(toAdminQuestion),
    pagination: { page: q.page, totalPages, totalCount: total, hasMore: q.page < totalPages },
  };
}

function readStates(config: Config) {
  return StatesFile.parse(parseYaml(readFileSync(join(config.contentDir, 'states', 'states.yaml'), 'utf8')));
}

type Generated = { row: Omit<QuestionInsert, 'updatedAt' | 'createdAt'>; dedupePrefix: string | null };

/**
 * Makes questions from our verified generators: the math families (Finance & Investment, the same in
 * every state) and the state-fact templates (Law, Ethics & Compliance, one state or all). Each is stored
 * as a bank item whose id starts `gen-` and whose source names its generator; a question whose stem is
 * already in the bank, or a state fact already asked of that state, is skipped as a duplicate.
 */
export async function generateQuestions(ctx: AdminContext, body: GenerateQuestionsRequest) {
  const count = Number(body.count ?? GENERATE_DEFAULT_COUNT);
  const topic = adminTopics.find((t) => t.id === Number(body.topicId));
  const stateCode = body.stateCode as StateCode | undefined;
  if (topic && topic.areaId !== 'financing' && topic.areaId !== 'law')
    throw new AppError(
      'VALIDATION',
      `We have no verified generator for ${topic.name}: our generators write Finance & Investment (math) and Law, Ethics & Compliance (state facts) questions. Import ${topic.name} questions as CSV or JSON instead.`,
    );
  const wantMath = topic ? topic.areaId === 'financing' : !stateCode;
  const wantState = topic ? topic.areaId === 'law' : true;
  const mathCount = wantMath ? (wantState ? Math.ceil(count / 2) : count) : 0;
  const stateCount = count - mathCount;
  const drafts: Generated[] = [];

  const start = randomInt(0, mathFamilies.length);
  for (let i = 0; i < mathCount; i++) {
    const family = mathFamilies[(start + i) % mathFamilies.length]!;
    const q = family.generate(randomInt(0, 2 ** 31));
    const row = rowFromContent(q, { area: 'financing', stateCode: null });
    drafts.push({
      row: { ...row, id: `gen-${q.id}`, source: `generator:math/${family.id}@v${family.version}` },
      dedupePrefix: null,
    });
  }
  if (stateCount > 0) {
    const states = readStates(ctx.config);
    const facts = generateStateFactQuestions(states, {
      stateCode,
      count: stateCount,
      seed: randomInt(0, 2 ** 31),
    });
    for (const q of facts) {
      const row = rowFromContent(q, { area: 'law', stateCode: q.state });
      const id = `gen-${q.id}`;
      drafts.push({
        row: { ...row, id, source: `generator:state-facts/${q.fact}` },
        dedupePrefix: id.replace(/-\d+$/, '-'),
      });
    }
  }

  const ids = await findExistingQuestionIds(
    ctx.db,
    drafts.map((d) => d.row.id),
  );
  const stems = await findStems(
    ctx.db,
    drafts.map((d) => d.row.question),
  );
  const prefixes = drafts.flatMap((d) => (d.dedupePrefix ? [d.dedupePrefix] : []));
  const asked = await findIdsWithPrefixes(ctx.db, prefixes);
  const seen = new Set<string>();
  const fresh = drafts.filter((d) => {
    const stem = d.row.question.toLowerCase();
    const prefix = d.dedupePrefix;
    const dup =
      ids.has(d.row.id) ||
      stems.has(stem) ||
      seen.has(stem) ||
      (prefix !== null && ([...asked].some((id) => id.startsWith(prefix)) || seen.has(prefix)));
    seen.add(stem);
    if (prefix) seen.add(prefix);
    return !dup;
  });
  await ctx.db.transaction(async (tx) => {
    await insertQuestions(
      tx,
      fresh.map((d) => ({ ...d.row, createdAt: ctx.now, updatedAt: ctx.now })),
    );
    await insertAudit(tx, {
      ...audit(ctx),
      action: 'generate-questions',
      targetType: 'question',
      after: {
        stateCode: stateCode ?? null,
        topicId: topic?.id ?? null,
        count,
        ids: fresh.map((d) => d.row.id),
      },
    });
  });
  contentChanged(ctx.db);
  await storeContentCounts(ctx.db);
  const skipped = drafts.length - fresh.length;
  const short = count - drafts.length;
  return {
    message:
      `Added ${fresh.length} generated question${fresh.length === 1 ? '' : 's'}; ${skipped} skipped as duplicates.` +
      (short > 0 ? ` The state data supports ${short} fewer than asked.` : ''),
    added: fresh.length,
    skipped,
    ids: fresh.map((d) => d.row.id),
  };
}

// ---------- imports ----------

/** An imported question: the content schema's question plus its area (and state, for a state item). */
const ImportQuestion = z.object({ area: AreaId }).and(Question);

type Candidate = { row: number; value: unknown };

function jsonCandidates(text: string): { candidates: Candidate[]; problems: ImportProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return {
      candidates: [],
      problems: [{ row: 0, column: '', message: `not valid JSON: ${(err as Error).message}` }],
    };
  }
  // A content file ({area, questions}) or a plain list of questions, each with its area.
  const file = data as { area?: unknown; questions?: unknown };
  const list = Array.isArray(data) ? data : Array.isArray(file?.questions) ? file.questions : null;
  if (!list)
    return {
      candidates: [],
      problems: [
        { row: 0, column: '', message: 'expected a list of questions, or an object with a questions list' },
      ],
    };
  if (!list.length)
    return { candidates: [], problems: [{ row: 0, column: '', message: 'the list has no questions' }] };
  const area = Array.isArray(data) ? undefined : file.area;
  return {
    candidates: list.map((q, i) => ({
      row: i + 1,
      value: area !== undefined && q && typeof q === 'object' && !('area' in q) ? { area, ...q } : q,
    })),
    problems: [],
  };
}

/**
 * Validates every row with the content schemas, checks ids (new, unique) and concepts (known), and
 * stores all rows in one transaction, or none: a refused import names every bad row and field.
 */
async function importQuestions(
  ctx: AdminContext,
  kind: 'csv' | 'json',
  parsed: { candidates: Candidate[]; problems: ImportProblem[] },
) {
  const problems = [...parsed.problems];
  const column = (path: PropertyKey[]) => (kind === 'csv' ? columnOf(path) : path.map(String).join('.'));
  if (parsed.candidates.length > IMPORT_MAX_ROWS)
    problems.push({
      row: 0,
      column: '',
      message: `too many questions: ${parsed.candidates.length}; at most ${IMPORT_MAX_ROWS} per import`,
    });
  const valid: { row: number; q: z.infer<typeof ImportQuestion> }[] = [];
  for (const c of parsed.candidates.slice(0, IMPORT_MAX_ROWS)) {
    const result = ImportQuestion.safeParse(c.value);
    if (result.success) valid.push({ row: c.row, q: result.data });
    else
      for (const issue of result.error.issues)
        problems.push({ row: c.row, column: column(issue.path), message: issue.message });
  }
  const firstRow = new Map<string, number>();
  for (const { row, q } of valid) {
    const earlier = firstRow.get(q.id);
    if (earlier !== undefined)
      problems.push({ row, column: 'id', message: `id ${q.id} is also on row ${earlier}` });
    else firstRow.set(q.id, row);
  }
  const existing = await findExistingQuestionIds(
    ctx.db,
    valid.map((v) => v.q.id),
  );
  const concepts = await findConceptIds(ctx.db, [...new Set(valid.map((v) => v.q.concept))]);
  for (const { row, q } of valid) {
    if (existing.has(q.id))
      problems.push({
        row,
        column: 'id',
        message: `a question with id ${q.id} already exists; edit it in View instead`,
      });
    if (!concepts.has(q.concept))
      problems.push({ row, column: 'concept', message: `unknown concept ${q.concept}` });
  }
  if (problems.length) {
    problems.sort((a, b) => a.row - b.row);
    return { ok: false as const, problems };
  }
  const rows = valid.map(({ q }) => ({
    ...rowFromContent(q, { area: q.area, stateCode: q.state ?? null }),
    source: `import:${kind}`,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }));
  await ctx.db.transaction(async (tx) => {
    await insertQuestions(tx, rows);
    await insertAudit(tx, {
      ...audit(ctx),
      action: `import-${kind}`,
      targetType: 'question',
      after: { ids: rows.map((r) => r.id) },
    });
  });
  contentChanged(ctx.db);
  await storeContentCounts(ctx.db);
  return {
    ok: true as const,
    result: {
      message: `Imported ${rows.length} question${rows.length === 1 ? '' : 's'}.`,
      imported: rows.length,
      ids: rows.map((r) => r.id),
    },
  };
}

export const importCsv = (ctx: AdminContext, csvContent: string) =>
  importQuestions(ctx, 'csv', parseQuestionCsv(csvContent));
export const importJson = (ctx: AdminContext, jsonContent: string) =>
  importQuestions(ctx, 'json', jsonCandidates(jsonContent));

export async function loadBulkSets(ctx: AdminContext) {
  const result = await ctx.loadContentSets();
  const counts: Record<string, number> = {};
  if (!result.skipped)
    for (const [k, v] of Object.entries(result.counts))
      if (typeof v === 'number') counts[k] = v;
      else
        for (const [k2, v2] of Object.entries(v))
          counts[`${k}Retired${k2[0]!.toUpperCase()}${k2.slice(1)}`] = v2;
  await insertAudit(ctx.db, {
    ...audit(ctx),
    action: 'load-bulk-sets',
    targetType: 'content',
    after: { skipped: result.skipped, counts },
  });
  contentChanged(ctx.db);
  await storeContentCounts(ctx.db);
  return {
    message: result.skipped
      ? 'The bundled sets are already loaded: content/ has not changed since the last load.'
      : `Loaded the bundled sets: ${counts.questions ?? 0} questions, ${counts.flashcards ?? 0} flashcards, ${counts.glossary ?? 0} glossary terms.`,
    skipped: result.skipped,
    counts,
  };
}

// ---------- edit and retire ----------

const editable = (r: QuestionRow) => ({
  stem: r.question,
  options: r.options,
  answer: r.answerIndex,
  explanation: r.explanation,
  memoryHint: r.memoryHint,
  funFact: r.funFact,
  difficulty: r.difficulty,
  concept: r.conceptId,
  stateCode: r.stateCode,
  retired: r.retiredAt !== null,
});

/** A content item an admin changed is kept out of the seed's upserts, so a later seed does not undo it. */
const adminSource = (source: string) => (source === 'content' ? 'content+admin' : source);

export async function findQuestionOrThrow(db: Db, id: string) {
  const row = await findQuestion(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No question with that id.');
  return row;
}

/**
 * Writes an edit (and, when there is a public reason, a corrections-log line) in the caller's
 * transaction; returns the new row and the names of the fields that changed.
 */
export async function applyEdit(
  ctx: AdminContext,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  row: QuestionRow,
  fields: QuestionEditFields,
  why: { reason: string | null; trigger: 'report' | 'review' | null; reportCount: number; action: string },
) {
  if ((await findConceptIds(tx, [fields.concept])).size === 0)
    throw new AppError('VALIDATION', `question.concept: unknown concept ${fields.concept}`);
  const before = editable(row);
  const after = {
    stem: fields.stem,
    options: fields.options,
    answer: fields.answer,
    explanation: fields.explanation,
    memoryHint: fields.memoryHint,
    funFact: fields.funFact,
    difficulty: fields.difficulty,
    concept: fields.concept,
    stateCode: fields.stateCode,
    retired: before.retired,
  };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (!changed.length) throw new AppError('VALIDATION', 'Nothing changed: edit a field before saving.');
  const keyMoved = changed.includes('options') || changed.includes('answer');
  const updated = await updateQuestion(tx, row.id, {
    question: fields.stem,
    options: fields.options,
    answerIndex: fields.answer,
    explanation: fields.explanation,
    memoryHint: fields.memoryHint,
    funFact: fields.funFact,
    difficulty: fields.difficulty,
    conceptId: fields.concept,
    stateCode: fields.stateCode,
    // Per-option rationales no longer match once the options or the key change.
    ...(keyMoved ? { rationales: null } : {}),
    source: adminSource(row.source),
  });
  await insertAudit(tx, {
    ...audit(ctx),
    action: why.action,
    targetType: 'question',
    targetId: row.id,
    before,
    after,
    reason: why.reason,
  });
  if (why.reason && why.trigger)
    await insertCorrection(tx, {
      questionId: row.id,
      trigger: why.trigger,
      changed,
      reason: why.reason,
      reportCount: why.reportCount,
      createdAt: ctx.now,
    });
  return { row: updated!, changed };
}

export async function editQuestion(
  ctx: AdminContext,
  id: string,
  body: { question: QuestionEditFields; publicReason?: string },
) {
  const row = await findQuestionOrThrow(ctx.db, id);
  const { row: updated, changed } = await ctx.db.transaction((tx) =>
    applyEdit(ctx, tx, row, body.question, {
      reason: body.publicReason ?? null,
      trigger: body.publicReason ? 'review' : null,
      reportCount: 0,
      action: 'edit-question',
    }),
  );
  contentChanged(ctx.db);
  await storeContentCounts(ctx.db);
  return { message: `Question saved (${changed.join(', ')} changed).`, question: toAdminQuestion(updated) };
}

export async function applyRetire(
  ctx: AdminContext,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  row: QuestionRow,
  why: { reason: string; trigger: 'report' | 'review'; reportCount: number },
) {
  if (row.retiredAt) throw new AppError('CONFLICT', 'This question is already retired.');
  const updated = await updateQuestion(tx, row.id, { retiredAt: ctx.now, source: adminSource(row.source) });
  await insertAudit(tx, {
    ...audit(ctx),
    action: 'retire-question',
    targetType: 'question',
    targetId: row.id,
    before: editable(row),
    after: editable(updated!),
    reason: why.reason,
  });
  await insertCorrection(tx, {
    questionId: row.id,
    trigger: why.trigger,
    changed: ['retired'],
    reason: why.reason,
    reportCount: why.reportCount,
    createdAt: ctx.now,
  });
  return updated!;
}

export async function retireQuestion(ctx: AdminContext, id: string, reason: string) {
  const row = await findQuestionOrThrow(ctx.db, id);
  const updated = await ctx.db.transaction((tx) =>
    applyRetire(ctx, tx, row, { reason, trigger: 'review', reportCount: 0 }),
  );
  contentChanged(ctx.db);
  await storeContentCounts(ctx.db);
  return {
    message: 'Question retired: it is never served again, and answers keep their history.',
    question: toAdminQuestion(updated),
  };
}

export async function auditLog(
  ctx: AdminContext,
  page: number,
): Promise<{
  entries: AuditEntry[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}> {
  const { rows, total } = await findAuditPage(ctx.db, {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
    })),
    currentPage: page,
    totalPages: pages(total, ADMIN_PAGE_SIZE),
    totalCount: total,
  };
}

// ---------- users ----------

function isAdminUser(
  config: Config,
  u: { role: string | null; email: string | null; isAnonymous: boolean | null },
) {
  return (
    u.role === 'admin' ||
    (!u.isAnonymous && u.email !== null && config.ADMIN_EMAILS.includes(u.email.toLowerCase()))
  );
}

export async function listUsers(ctx: AdminContext, page: number, limit: number) {
  const { rows, total } = await findUsersPage(ctx.db, { limit, offset: (page - 1) * limit, now: ctx.now });
  const users: AdminUser[] = rows.map((u) => ({
    id: u.id,
    email: u.isAnonymous ? null : u.email,
    firstName: u.firstName ?? (u.isAnonymous ? null : (u.name.split(' ')[0] ?? null)),
    lastName: u.lastName ?? (u.isAnonymous ? null : u.name.split(' ').slice(1).join(' ') || null),
    createdAt: u.createdAt.toISOString(),
    isGuest: Boolean(u.isAnonymous),
    isAdmin: isAdminUser(ctx.config, u),
    isPremium: Boolean(u.isPremium),
    subscriptionStatus: u.isPremium ? 'premium' : 'free',
    answers: Number(u.answers),
  }));
  return { users, totalUsers: total, currentPage: page, totalPages: pages(total, limit) };
}

async function findUserOrThrow(db: Db, id: string) {
  const u = await findUser(db, id);
  if (!u) throw new AppError('NOT_FOUND', 'No user with that id.');
  return u;
}

export async function resetUser(ctx: AdminContext, userId: string) {
  const u = await findUserOrThrow(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    const before = await countLearningData(tx, userId);
    await clearLearningData(tx, userId);
    await insertAudit(tx, {
      ...audit(ctx),
      action: 'reset-user',
      targetType: 'user',
      targetId: userId,
      before: { email: u.isAnonymous ? null : u.email, ...before },
      after: { answers: 0, points: 0 },
    });
  });
  return {
    message: `Cleared the learning data of ${u.isAnonymous ? 'this guest' : u.email}: answers, progress, schedules, achievements and exam attempts. The account and its Premium access are kept.`,
  };
}

export async function removeUser(ctx: AdminContext, userId: string) {
  const u = await findUserOrThrow(ctx.db, userId);
  if (u.id === ctx.viewer.id) throw new AppError('CONFLICT', 'You cannot delete your own account here.');
  if (isAdminUser(ctx.config, u))
    throw new AppError('CONFLICT', 'Admins are not deleted here: remove the admin role first.');
  await ctx.db.transaction(async (tx) => {
    await insertAudit(tx, {
      ...audit(ctx),
      action: 'delete-user',
      targetType: 'user',
      targetId: userId,
      before: { email: u.isAnonymous ? null : u.email, name: u.name, createdAt: u.createdAt.toISOString() },
    });
    await deleteUser(tx, userId);
  });
  return { message: `Deleted ${u.isAnonymous ? 'the guest account' : u.email}.` };
}

export async function massDeleteUsers(ctx: AdminContext) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await deleteAllNonAdminUsers(tx, {
      callerId: ctx.viewer.id,
      adminEmails: ctx.config.ADMIN_EMAILS,
    });
    await insertAudit(tx, {
      ...audit(ctx),
      action: 'mass-delete-users',
      targetType: 'user',
      before: { count: rows.length, ids: rows.map((r) => r.id) },
    });
    return rows.length;
  });
  return {
    message: `Deleted ${deleted} user${deleted === 1 ? '' : 's'}. Admins and your own account were kept.`,
  };
}
