import { AdminQuestion, QuestionEditFields } from '@shared/contracts/admin';
import {
  REPORT_NOTE_MAX,
  REPORTS_PER_LEARNER_PER_DAY,
  type ReportReason,
  reportReasonLabels,
  reportReasons,
} from '@shared/domain/report-reasons';
import { z } from 'zod';

export { REPORT_NOTE_MAX, REPORTS_PER_LEARNER_PER_DAY, type ReportReason, reportReasonLabels, reportReasons };

export const ReportQuestionParams = z.object({ questionId: z.string().min(1).max(200) });
export const ReportQuestionRequest = z
  .object({
    reason: z.enum(reportReasons, {
      error: 'reason must be one of wrong-answer, unclear, outdated-for-my-state, typo, other',
    }),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, `note must be at most ${REPORT_NOTE_MAX} characters`)
      .optional()
      .default(''),
  })
  .refine((r) => r.reason !== 'other' || r.note.length > 0, {
    message: 'say what is wrong in a few words',
    path: ['note'],
  });
export type ReportQuestionRequest = z.input<typeof ReportQuestionRequest>;
export const ReportQuestionResponse = z.object({ id: z.number().int(), message: z.string() });
export type ReportQuestionResponse = z.infer<typeof ReportQuestionResponse>;

export const ReportGroup = z.object({
  question: AdminQuestion,
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
  notes: z.array(z.object({ reason: z.enum(reportReasons), note: z.string(), at: z.string() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;
export const ReportsResponse = z.object({ groups: z.array(ReportGroup), openReports: z.number().int() });
export type ReportsResponse = z.infer<typeof ReportsResponse>;

const reason = z.string().trim().min(3, 'say why in a few words').max(500);
export const ResolveReportsRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('fix'), reason, question: QuestionEditFields }),
    z.object({ action: z.literal('reject'), reason }),
    z.object({ action: z.literal('retire'), reason }),
  ],
  { error: 'action must be fix, reject or retire' },
);
export type ResolveReportsRequest = z.infer<typeof ResolveReportsRequest>;
export const ResolveReportsResponse = z.object({ message: z.string(), resolved: z.number().int() });
export type ResolveReportsResponse = z.infer<typeof ResolveReportsResponse>;

/** A line of the public corrections log: no learner data, only what changed and why. */
export const Correction = z.object({
  id: z.number().int(),
  date: z.string(),
  questionId: z.string(),
  changed: z.array(z.string()),
  reason: z.string(),
  trigger: z.enum(['report', 'review']),
  reportCount: z.number().int(),
});
export type Correction = z.infer<typeof Correction>;
export const CorrectionsResponse = z.object({ corrections: z.array(Correction) });
export type CorrectionsResponse = z.infer<typeof CorrectionsResponse>;
