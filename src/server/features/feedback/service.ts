import type { Db } from '@server/db/client';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import type { AdminFeedbackItem, AdminFeedbackResponse, Testimonial } from '@shared/contracts/feedback';
import { findApprovedFeedback, findFeedbackPage, setFeedbackDisplay } from './queries';

type Row = Awaited<ReturnType<typeof findApprovedFeedback>>[number];

export const ADMIN_FEEDBACK_PAGE_SIZE = 20;
/** How many approved testimonials the landing page rotates through at most. */
export const TESTIMONIALS_LIMIT = 12;

/**
 * The name a testimonial shows: the learner's first name only (never the email, never the last
 * name); "A learner" for a guest, a deleted account or a name that looks like an address.
 */
export function displayNameOf(row: Pick<Row, 'firstName' | 'userName' | 'isAnonymous'>) {
  const first = (row.firstName ?? (row.isAnonymous ? null : row.userName?.trim().split(/\s+/)[0]))?.trim();
  if (!first || first.includes('@') || row.isAnonymous) return 'A learner';
  return first.slice(0, 40);
}

function toAdminItem(row: Row): AdminFeedbackItem {
  return {
    id: row.id,
    rating: row.rating,
    feedback: row.feedback,
    mostHelpful: row.mostHelpful,
    suggestions: row.suggestions,
    createdAt: row.createdAt.toISOString(),
    author: row.userEmail && !row.isAnonymous ? { name: row.userName ?? '', email: row.userEmail } : null,
    displayName: displayNameOf(row),
    approvedForDisplay: row.approvedForDisplay,
  };
}

export async function listFeedback(db: Db, page: number): Promise<AdminFeedbackResponse> {
  const { rows, total, approvedCount } = await findFeedbackPage(
    db,
    ADMIN_FEEDBACK_PAGE_SIZE,
    (page - 1) * ADMIN_FEEDBACK_PAGE_SIZE,
  );
  return {
    items: rows.map(toAdminItem),
    page,
    totalPages: Math.max(1, Math.ceil(total / ADMIN_FEEDBACK_PAGE_SIZE)),
    total,
    approvedCount,
  };
}

export async function setDisplay(db: Db, viewer: Viewer, now: Date, id: number, approved: boolean) {
  const result = await setFeedbackDisplay(db, id, approved, {
    actorId: viewer.id,
    actorEmail: viewer.email,
    createdAt: now,
  });
  if (!result) throw new AppError('NOT_FOUND', 'No feedback with that id.');
  return { id, approvedForDisplay: approved, approvedCount: result.approvedCount };
}

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await findApprovedFeedback(db, TESTIMONIALS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    quote: row.feedback,
    rating: row.rating,
    name: displayNameOf(row),
  }));
}
