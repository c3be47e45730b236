import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

const StateCode = z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' });
const PortionKind = z.enum(['national', 'state', 'combined']);

export const ExamStructureQuery = z.object({ stateCode: StateCode });

/** What the intro screen shows before the clock starts: the state's exam as published, and the bank behind it. */
export const ExamStructureResponse = z.object({
  stateCode: StateCode,
  stateName: z.string(),
  vendor: z.string(),
  spec: z.object({ questions: z.number().int(), minutes: z.number().int() }),
  portions: z.array(
    z.object({
      kind: PortionKind,
      title: z.string(),
      scoredItems: z.number().int(),
      pretestItems: z.number().int(),
      minutes: z.number().int(),
      passPercent: z.number(),
      passSource: z.enum(['published', 'spec']),
      /** State items in our bank for this portion (state and combined portions). */
      bankItems: z.number().int().nullable(),
      /** Published state items our bank cannot fill yet. */
      shortBy: z.number().int(),
    }),
  ),
  unconfirmed: z.array(z.string()),
  sources: z.array(z.object({ covers: z.array(z.string()), url: z.string(), read: z.string() })),
  notes: z.string().nullable(),
  /** For a free learner: the preview exam they would get instead (null for premium). */
  preview: z.object({ items: z.number().int(), minutes: z.number().int() }).nullable(),
  /** An attempt already under way, to resume instead of starting another. */
  openAttemptId: z.string().uuid().nullable(),
});
export type ExamStructureResponse = z.infer<typeof ExamStructureResponse>;

export const ExamStartRequest = z.object({ stateCode: StateCode });
export const ExamParams = z.object({ attemptId: z.uuid({ error: 'attemptId must be a UUID' }) });
export const ExamPortionParams = ExamParams.extend({
  portion: z.coerce.number().int().min(0, 'portion is 0 or 1').max(1, 'portion is 0 or 1'),
});

/** An exam item as the learner sees it during the exam: never the key, explanation or rationale. */
export const ExamItemView = z.object({
  questionId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  selectedAnswer: z.string().nullable(),
  flagged: z.boolean(),
});

export const ExamPortionView = z.object({
  position: z.number().int(),
  kind: PortionKind,
  title: z.string(),
  scoredItems: z.number().int(),
  pretestItems: z.number().int(),
  shortBy: z.number().int(),
  itemCount: z.number().int(),
  minutes: z.number().int(),
  timeLimitSeconds: z.number().int(),
  passPercent: z.number(),
  status: z.enum(['waiting', 'running', 'submitted']),
  deadline: z.string().nullable(),
  /** Seconds left by the server's clock (null before the portion starts). */
  remainingSeconds: z.number().int().nullable(),
});

export const ExamAttemptView = z.object({
  attemptId: z.string().uuid(),
  stateCode: StateCode,
  vendor: z.string(),
  isPreview: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  position: z.object({ portion: z.number().int(), index: z.number().int() }),
  portions: z.array(ExamPortionView),
  /** The running portion's items (empty between portions and after the end). */
  items: z.array(ExamItemView),
});
export type ExamAttemptView = z.infer<typeof ExamAttemptView>;

export const ExamResponseRequest = z.object({
  questionId: z.string().min(1).max(120),
  selectedAnswer: z.string().min(1).max(1000).nullable(),
  flagged: z.boolean(),
  /** Increases with each change the client makes; a save older than the stored one is ignored. */
  seq: z.number().int().min(0).max(2_000_000_000),
});
export type ExamResponseRequest = z.infer<typeof ExamResponseRequest>;
export const ExamResponseResult = z.object({ saved: z.boolean() });

export const ExamPositionRequest = z.object({
  portion: z.number().int().min(0).max(1),
  index: z.number().int().min(0).max(400),
});

export const ExamDomainResult = z.object({
  domain: z.string(),
  title: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Where to study it: a study section path, and a Challenge Mode round on it. */
  studyPath: z.string(),
  practicePath: z.string(),
});

export const ExamPortionResult = z.object({
  kind: PortionKind,
  title: z.string(),
  correct: z.number().int(),
  scoredTotal: z.number().int(),
  scorePercent: z.number().int(),
  passPercent: z.number(),
  passed: z.boolean(),
  timeUsedSeconds: z.number().int(),
  timeLimitSeconds: z.number().int(),
  timedOut: z.boolean(),
  shortBy: z.number().int(),
  domains: z.array(ExamDomainResult),
});
export type ExamPortionResult = z.infer<typeof ExamPortionResult>;

export const ExamReviewItem = z.object({
  questionId: z.string(),
  portion: z.number().int(),
  domainTitle: z.string(),
  scored: z.boolean(),
  question: z.string(),
  options: z.array(z.string()),
  selectedAnswer: z.string().nullable(),
  correctAnswer: z.string(),
  isCorrect: z.boolean(),
  flagged: z.boolean(),
  explanation: z.string(),
  rationales: z.array(z.string()).nullable(),
  citation: z.object({ law: z.string(), source: z.string(), version: z.string() }).nullable(),
});
export type ExamReviewItem = z.infer<typeof ExamReviewItem>;

export const ExamResults = z.object({
  attemptId: z.string().uuid(),
  stateCode: StateCode,
  isPreview: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.string(),
  passedAll: z.boolean(),
  portions: z.array(ExamPortionResult),
  review: z.array(ExamReviewItem),
});
export type ExamResults = z.infer<typeof ExamResults>;

export const ExamHistoryResponse = z.object({
  attempts: z.array(
    z.object({
      attemptId: z.string().uuid(),
      stateCode: StateCode,
      isPreview: z.boolean(),
      createdAt: z.string(),
      submittedAt: z.string().nullable(),
      passedAll: z.boolean().nullable(),
      portions: z.array(
        z.object({
          kind: PortionKind,
          title: z.string(),
          scorePercent: z.number().int().nullable(),
          passPercent: z.number(),
          passed: z.boolean().nullable(),
          timeUsedSeconds: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type ExamHistoryResponse = z.infer<typeof ExamHistoryResponse>;
