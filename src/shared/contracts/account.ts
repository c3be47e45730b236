import { planIds } from '@shared/domain/plans';
import { z } from 'zod';

/** The plan on the account page: what it is, until when, and whether it renews. */
export const PlanSummary = z.object({
  plan: z.enum(planIds),
  /** active; past_due: a renewal payment failed (access runs to the period end while it is retried). */
  status: z.enum(['active', 'past_due']),
  provider: z.string(),
  startedAt: z.string(),
  /** Monthly: the end of the paid period (the renewal date, or the end date once cancelled). */
  currentPeriodEnd: z.string().nullable(),
  /** Monthly: renews at currentPeriodEnd unless cancelled. */
  renews: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
});
export type PlanSummary = z.infer<typeof PlanSummary>;

/** A settled payment as a receipt. */
export const Receipt = z.object({
  id: z.string(),
  date: z.string(),
  plan: z.enum(planIds),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('usd'),
  cardLast4: z.string().nullable(),
  provider: z.string(),
  providerRef: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;

/** What a learner has done: what a guest keeps by signing up, and what deleting an account removes. */
export const LearnerTotals = z.object({
  totalPoints: z.number().int(),
  level: z.number().int(),
  longestStreak: z.number().int(),
  answers: z.number().int(),
  storiesRead: z.number().int(),
  flashcardReviews: z.number().int(),
  examAttempts: z.number().int(),
});
export type LearnerTotals = z.infer<typeof LearnerTotals>;

export const AccountResponse = z.object({
  isGuest: z.boolean(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  plan: PlanSummary.nullable(),
  receipts: z.array(Receipt),
  totals: LearnerTotals,
});
export type AccountResponse = z.infer<typeof AccountResponse>;

export const UpdateNameRequest = z.object({
  firstName: z.string().trim().min(1, 'firstName is required').max(60, 'firstName is at most 60 characters'),
  lastName: z.string().trim().max(60, 'lastName is at most 60 characters').default(''),
});
export type UpdateNameRequest = z.input<typeof UpdateNameRequest>;

export const DeleteAccountRequest = z.object({
  /** The account's password, so a borrowed device cannot delete it. */
  password: z.string().min(1, 'password is required').max(128, 'password is at most 128 characters'),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DeleteAccountResponse = z.object({ message: z.string(), keptReceipts: z.number().int() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

const Rows = z.array(z.record(z.string(), z.unknown()));
/** GET /api/account/export: everything we hold about the learner, one list per kind of record. */
export const AccountExportResponse = z.object({
  exportedAt: z.string(),
  about: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    isGuest: z.boolean(),
    createdAt: z.string(),
  }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  sessions: Rows,
  signInMethods: Rows,
  entitlements: Rows,
  payments: Rows,
  quizSessions: Rows,
  answers: Rows,
  reviewStates: Rows,
  flashcardReviews: Rows,
  achievements: Rows,
  storiesRead: Rows,
  examAttempts: Rows,
  examPortions: Rows,
  examResponses: Rows,
  feedback: Rows,
});
export type AccountExportResponse = z.infer<typeof AccountExportResponse>;
