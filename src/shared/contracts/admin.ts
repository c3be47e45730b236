import { distinctOptions, questionFields } from '@shared/content/schemas';
import type { areas } from '@shared/domain/areas';
import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

/**
 * The admin topic list (spec section 3, "Topic: id, name"): the four content areas numbered 1 to 4,
 * named as content/areas.yaml's adminTopicName says.
 */
export const adminTopics = [
  { id: 1, areaId: 'property', name: 'Property Law & Ownership' },
  { id: 2, areaId: 'contracts', name: 'Contracts & Transactions' },
  { id: 3, areaId: 'financing', name: 'Finance & Investment' },
  { id: 4, areaId: 'law', name: 'Law, Ethics & Compliance' },
] as const satisfies readonly { id: number; areaId: (typeof areas)[number]['id']; name: string }[];
export type AdminTopicId = (typeof adminTopics)[number]['id'];

export function adminTopicOfArea(areaId: string | null) {
  return adminTopics.find((t) => t.areaId === areaId) ?? null;
}

/** Business limits of the admin area (spec section 9, and ours for imports). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_SHOW_ALL_SIZE = 100;
export const GENERATE_DEFAULT_COUNT = 20;
export const GENERATE_MAX_COUNT = 200;
/** An import is refused above these: about 500 questions, well under the 2 MB request limit. */
export const IMPORT_MAX_CHARS = 1_000_000;
export const IMPORT_MAX_ROWS = 500;

const stateCode = z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' });
const topicId = z.coerce
  .number({ error: 'topicId must be 1, 2, 3 or 4' })
  .int('topicId must be 1, 2, 3 or 4')
  .min(1, 'topicId must be 1, 2, 3 or 4')
  .max(4, 'topicId must be 1, 2, 3 or 4');
const page = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int()
  .min(1)
  .max(100_000)
  .default(1);

export const QuestionCountResponse = z.object({ count: z.number().int() });
export type QuestionCountResponse = z.infer<typeof QuestionCountResponse>;

export const AdminQuestionsQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(ADMIN_SHOW_ALL_SIZE).default(ADMIN_PAGE_SIZE),
  topicId: topicId.optional(),
  showAll: z
    .enum(['true', 'false'], { error: 'showAll must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export type AdminQuestionsQuery = z.input<typeof AdminQuestionsQuery>;

/** A question as the admin sees and edits it (spec section 3's server question, plus its state and source). */
export const AdminQuestion = z.object({
  id: z.string(),
  topicId: z.number().int().nullable(),
  area: z.string(),
  type: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int(),
  correctAnswer: z.string(),
  explanation: z.string(),
  difficulty: z.number().int(),
  memoryHint: z.string().nullable(),
  funFact: z.string().nullable(),
  conceptId: z.string().nullable(),
  stateCode: z.string().nullable(),
  source: z.string(),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

export const AdminQuestionsResponse = z.object({
  questions: z.array(AdminQuestion),
  pagination: z.object({
    page: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    hasMore: z.boolean(),
  }),
});
export type AdminQuestionsResponse = z.infer<typeof AdminQuestionsResponse>;

export const AdminUsersQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  isGuest: z.boolean(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  subscriptionStatus: z.enum(['premium', 'free']),
  answers: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersResponse = z.object({
  users: z.array(AdminUser),
  totalUsers: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** Spec section 5: both optional; count defaults to 20. */
export const GenerateQuestionsRequest = z
  .object({
    stateCode: stateCode.optional(),
    topicId: topicId.optional(),
    count: z.coerce
      .number({ error: `count must be a whole number from 1 to ${GENERATE_MAX_COUNT}` })
      .int(`count must be a whole number from 1 to ${GENERATE_MAX_COUNT}`)
      .min(1, `count must be a whole number from 1 to ${GENERATE_MAX_COUNT}`)
      .max(GENERATE_MAX_COUNT, `count must be a whole number from 1 to ${GENERATE_MAX_COUNT}`)
      .default(GENERATE_DEFAULT_COUNT),
  })
  .strict();
export type GenerateQuestionsRequest = z.input<typeof GenerateQuestionsRequest>;

export const GenerateQuestionsResponse = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.number().int(),
  ids: z.array(z.string()),
});
export type GenerateQuestionsResponse = z.infer<typeof GenerateQuestionsResponse>;

export const ImportCsvRequest = z.object({
  csvContent: z
    .string({ error: 'csvContent is required' })
    .min(1, 'csvContent is empty')
    .max(
      IMPORT_MAX_CHARS,
      `csvContent is too large: at most ${IMPORT_MAX_CHARS.toLocaleString('en-US')} characters`,
    ),
});
export type ImportCsvRequest = z.infer<typeof ImportCsvRequest>;

export const ImportJsonRequest = z.object({
  jsonContent: z
    .string({ error: 'jsonContent is required' })
    .min(1, 'jsonContent is empty')
    .max(
      IMPORT_MAX_CHARS,
      `jsonContent is too large: at most ${IMPORT_MAX_CHARS.toLocaleString('en-US')} characters`,
    ),
});
export type ImportJsonRequest = z.infer<typeof ImportJsonRequest>;

export const ImportProblem = z.object({
  /** 1-based data row (CSV: the line under the header; JSON: the item's position). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportResponse = z.object({
  message: z.string(),
  imported: z.number().int(),
  ids: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof ImportResponse>;

/** A refused import: every bad row and field, and nothing stored. */
export const ImportErrorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  problems: z.array(ImportProblem).optional(),
});

/** The columns of question-template.csv, in order; an import reads the same names. */
export const CSV_COLUMNS = [
  'id',
  'area',
  'state',
  'concept',
  'difficulty',
  'topic_pv',
  'topic_psi',
  'stem',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
  'memory_hint',
  'fun_fact',
] as const;

export const LoadBulkSetsResponse = z.object({
  message: z.string(),
  skipped: z.boolean(),
  counts: z.record(z.string(), z.number()),
});
export type LoadBulkSetsResponse = z.infer<typeof LoadBulkSetsResponse>;

export const UserIdParams = z.object({ userId: z.string().min(1).max(200) });
export const QuestionIdParams = z.object({ questionId: z.string().min(1).max(200) });

export const MassDeleteRequest = z.object({
  deleteAll: z.literal(true, { error: 'deleteAll must be true' }),
});
export type MassDeleteRequest = z.infer<typeof MassDeleteRequest>;

const publicReason = z.string().trim().min(3, 'say why in a few words').max(500);

/** The editable fields of a question, checked by the same rules as content/ (questionFields). */
export const QuestionEditFields = z
  .object({
    stem: questionFields.stem,
    options: questionFields.options,
    answer: questionFields.answer,
    explanation: questionFields.explanation,
    memoryHint: questionFields.memoryHint,
    funFact: questionFields.funFact,
    difficulty: questionFields.difficulty,
    concept: questionFields.concept,
    stateCode: stateCode.nullable(),
  })
  .refine(distinctOptions, { message: 'the four options must be distinct', path: ['options'] });
export type QuestionEditFields = z.infer<typeof QuestionEditFields>;

export const QuestionEditRequest = z.object({
  question: QuestionEditFields,
  /** Shown on the public corrections page when given (a change after a review). */
  publicReason: publicReason.optional(),
});
export type QuestionEditRequest = z.infer<typeof QuestionEditRequest>;

export const RetireQuestionRequest = z.object({ reason: publicReason });
export type RetireQuestionRequest = z.infer<typeof RetireQuestionRequest>;

export const AdminQuestionResponse = z.object({ message: z.string(), question: AdminQuestion });
export type AdminQuestionResponse = z.infer<typeof AdminQuestionResponse>;

export const AuditQuery = z.object({ page });
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditResponse = z.object({
  entries: z.array(AuditEntry),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AuditResponse = z.infer<typeof AuditResponse>;
