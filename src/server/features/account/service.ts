import { findActiveEntitlement, findOrCreateProfile, updateProfile } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import type { AccountResponse, PlanSummary, Receipt } from '@shared/contracts/account';
import { type PlanId, plans } from '@shared/domain/plans';
import {
  deleteLearner,
  exportLearnerData,
  findAccountUser,
  learnerCounts,
  listSettledPayments,
  setUserName,
} from './queries';

/** A monthly plan bought as a subscription (Stripe's sub_..., the test provider's test_sub_...). */
export const isSubscriptionRef = (ref: string | null) => ref !== null && /^(test_)?sub_/.test(ref);

type Entitlement = NonNullable<Awaited<ReturnType<typeof findActiveEntitlement>>>;

export function planSummary(e: Entitlement | null): PlanSummary | null {
  if (!e) return null;
  const monthly = e.plan === 'monthly';
  return {
    plan: e.plan as PlanId,
    status: e.status === 'past_due' ? 'past_due' : 'active',
    provider: e.provider,
    startedAt: e.startsAt.toISOString(),
    currentPeriodEnd: e.expiresAt?.toISOString() ?? null,
    renews: monthly && e.status === 'active' && !e.cancelAtPeriodEnd && isSubscriptionRef(e.providerRef),
    cancelAtPeriodEnd: e.cancelAtPeriodEnd,
  };
}

function receiptOf(p: Awaited<ReturnType<typeof listSettledPayments>>[number]): Receipt {
  const plan = plans.find((x) => x.id === p.plan);
  return {
    id: p.id,
    date: (p.settledAt ?? p.createdAt).toISOString(),
    plan: p.plan as PlanId,
    description:
      p.plan === 'lifetime'
        ? 'Homestead Prep Premium, Lifetime (one-time payment)'
        : 'Homestead Prep Premium, Monthly (one month)',
    amountCents: p.amountCents ?? plan?.priceCents ?? 0,
    currency: 'usd',
    cardLast4: p.cardLast4,
    provider: p.provider,
    providerRef: p.providerRef,
  };
}

export async function getAccount(db: Db, viewer: Viewer): Promise<AccountResponse> {
  const [row, profile, premium, receipts, counts] = await Promise.all([
    findAccountUser(db, viewer.id),
    findOrCreateProfile(db, viewer.id),
    findActiveEntitlement(db, viewer.id),
    listSettledPayments(db, viewer.id),
    learnerCounts(db, viewer.id),
  ]);
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to see your account.');
  const [first, ...rest] = viewer.isGuest ? [] : row.name.trim().split(/\s+/);
  return {
    isGuest: viewer.isGuest,
    name: viewer.isGuest ? null : row.name,
    firstName: profile.firstName ?? first ?? null,
    lastName: profile.lastName ?? (rest.join(' ') || null),
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    createdAt: row.createdAt.toISOString(),
    plan: planSummary(premium),
    receipts: receipts.map(receiptOf),
    totals: {
      totalPoints: profile.totalPoints,
      level: profile.level,
      longestStreak: profile.longestStreak,
      ...counts,
    },
  };
}

export async function updateName(db: Db, viewer: Viewer, firstName: string, lastName: string) {
  if (viewer.isGuest) throw new AppError('FORBIDDEN', 'Create an account first to save your name.');
  await setUserName(db, viewer.id, `${firstName} ${lastName}`.trim());
  await updateProfile(db, viewer.id, { firstName, lastName: lastName || null });
}

export async function exportAccount(db: Db, viewer: Viewer, now: Date) {
  const row = await findAccountUser(db, viewer.id);
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to export your data.');
  const data = await exportLearnerData(db, viewer.id);
  return {
    exportedAt: now.toISOString(),
    about:
      'Everything Homestead Prep holds about this learner. Password hashes, session tokens and payment secrets are left out; card numbers are never stored (only the last four digits).',
    account: {
      id: row.id,
      name: viewer.isGuest ? null : row.name,
      email: viewer.email,
      emailVerified: row.emailVerified,
      isGuest: viewer.isGuest,
      createdAt: row.createdAt.toISOString(),
    },
    profile: data.profile as Record<string, unknown> | null,
    ...data.tables,
  };
}

export async function deleteAccount(db: Db, viewer: Viewer) {
  if (viewer.isGuest) throw new AppError('FORBIDDEN', 'A guest has no account to delete.');
  return deleteLearner(db, viewer.id);
}
