import type { Db } from '@server/db/client';
import { AppError } from '@server/lib/app-error';
import { contentChanged } from '@server/lib/content-change';
import { storeContentCounts } from '@server/lib/content-counts';
import type { Viewer } from '@server/lib/viewer';
import {
  REPORTS_PER_LEARNER_PER_DAY,
  type ReportGroup,
  type ReportQuestionRequest,
  type ReportReason,
  type ResolveReportsRequest,
} from '@shared/contracts/reports';
import {
  countOpenReports,
  countRecentReports,
  findCorrections,
  findOpenReports,
  findQuestion,
  findQuestionsByIds,
  insertAudit,
  insertReport,
  resolveReports,
} from './queries';
import { type AdminContext, applyEdit, applyRetire, findQuestionOrThrow, toAdminQuestion } from './service';

/** A learner reports a question once; a second report of the same question is refused (409). */
export async function reportQuestion(
  ctx: { db: Db; viewer: Viewer; now: Date },
  questionId: string,
  body: { reason: ReportReason; note: string },
) {
  const question = await findQuestion(ctx.db, questionId);
  if (!question) throw new AppError('NOT_FOUND', 'No question with that id.');
  const since = new Date(ctx.now.getTime() - 86_400_000);
  if ((await countRecentReports(ctx.db, ctx.viewer.id, since)) >= REPORTS_PER_LEARNER_PER_DAY)
    throw new AppError(
      'RATE_LIMITED',
      'You have sent many reports today. Thank you! Please try again tomorrow.',
    );
  const id = await insertReport(ctx.db, {
    questionId,
    userId: ctx.viewer.id,
    reason: body.reason,
    note: body.note || null,
    createdAt: ctx.now,
  });
  if (id === null) throw new AppError('CONFLICT', 'You already reported this question. Thank you!');
  return { id, message: 'Thank you: an editor will check this question.' };
}

export type { ReportQuestionRequest };

/** Open reports grouped by question, most-reported first. */
export async function listReportGroups(ctx: AdminContext) {
  const reports = await findOpenReports(ctx.db);
  const byQuestion = new Map<string, typeof reports>();
  for (const r of reports) byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  const questions = new Map((await findQuestionsByIds(ctx.db, [...byQuestion.keys()])).map((q) => [q.id, q]));
  const groups: ReportGroup[] = [];
  for (const [questionId, list] of byQuestion) {
    const q = questions.get(questionId);
    if (!q) continue;
    const counts = new Map<ReportReason, number>();
    for (const r of list)
      counts.set(r.reason as ReportReason, (counts.get(r.reason as ReportReason) ?? 0) + 1);
    groups.push({
      question: toAdminQuestion(q),
      count: list.length,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      notes: list
        .filter((r) => r.note)
        .map((r) => ({ reason: r.reason as ReportReason, note: r.note!, at: r.createdAt.toISOString() })),
      firstReportedAt: list[0]!.createdAt.toISOString(),
      lastReportedAt: list[list.length - 1]!.createdAt.toISOString(),
    });
  }
  groups.sort((a, b) => b.count - a.count || b.lastReportedAt.localeCompare(a.lastReportedAt));
  return { groups, openReports: reports.length };
}

/** Resolves every open report of a question: fix it (an edit), reject them with a reason, or retire it. */
export async function resolveQuestionReports(
  ctx: AdminContext,
  questionId: string,
  body: ResolveReportsRequest,
) {
  const row = await findQuestionOrThrow(ctx.db, questionId);
  const open = await countOpenReports(ctx.db, questionId);
  if (open === 0) throw new AppError('CONFLICT', 'This question has no open reports.');
  const status = body.action === 'fix' ? 'fixed' : body.action === 'reject' ? 'rejected' : 'retired';
  const resolved = await ctx.db.transaction(async (tx) => {
    if (body.action === 'fix')
      await applyEdit(ctx, tx, row, body.question, {
        reason: body.reason,
        trigger: 'report',
        reportCount: open,
        action: 'fix-reported-question',
      });
    else if (body.action === 'retire')
      await applyRetire(ctx, tx, row, { reason: body.reason, trigger: 'report', reportCount: open });
    else
      await insertAudit(tx, {
        actorId: ctx.viewer.id,
        actorEmail: ctx.viewer.email,
        createdAt: ctx.now,
        action: 'reject-reports',
        targetType: 'question',
        targetId: questionId,
        after: { reports: open },
        reason: body.reason,
      });
    return resolveReports(tx, questionId, {
      status,
      resolution: body.reason,
      resolvedBy: ctx.viewer.id,
      resolvedAt: ctx.now,
    });
  });
  contentChanged(ctx.db);
  await storeContentCounts(ctx.db);
  const what =
    body.action === 'fix'
      ? 'Question fixed; the change is on the corrections page.'
      : body.action === 'retire'
        ? 'Question retired; the change is on the corrections page.'
        : 'Reports rejected.';
  return { message: `${what} ${resolved} report${resolved === 1 ? '' : 's'} closed.`, resolved };
}

export async function listCorrections(db: Db) {
  const rows = await findCorrections(db, 500);
  return {
    corrections: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      questionId: r.questionId,
      changed: r.changed,
      reason: r.reason,
      trigger: r.trigger as 'report' | 'review',
      reportCount: r.reportCount,
    })),
  };
}
