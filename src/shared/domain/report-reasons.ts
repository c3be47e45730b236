/** Why a learner reports a question; 'other' needs their own words. */
export const reportReasons = ['wrong-answer', 'unclear', 'outdated-for-my-state', 'typo', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  'wrong-answer': 'wrong answer',
  unclear: 'unclear',
  'outdated-for-my-state': 'outdated for my state',
  typo: 'typo',
  other: 'something else',
};
export const REPORT_NOTE_MAX = 1000;
/** A learner's reports per day, on top of the per-address rate limit. */
export const REPORTS_PER_LEARNER_PER_DAY = 30;
