/** Limits of the learner's exam-date plan (GET, PUT and DELETE /api/plan); plain data, no zod. */
export const PLAN_MIN_MINUTES = 10;
export const PLAN_MAX_MINUTES = 180;
export const PLAN_MAX_DAYS = 365;
/** Within this many days of the exam, Today's plan asks for a mock exam once a week. */
export const MOCK_EXAM_WINDOW_DAYS = 21;
