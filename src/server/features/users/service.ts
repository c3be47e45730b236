import { findActiveEntitlement, findOrCreateProfile } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import type { Viewer } from '@server/lib/viewer';
import type { UserResponse } from '@shared/contracts/user';
import { isStateCode } from '@shared/domain/states';
import { localDay, visibleStreak } from '@shared/learning/streak';

function splitName(name: string): [string | null, string | null] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [null, null];
  return [parts[0] ?? null, parts.slice(1).join(' ') || null];
}

export async function getUserResponse(db: Db, viewer: Viewer): Promise<UserResponse> {
  const [profile, premium] = await Promise.all([
    findOrCreateProfile(db, viewer.id),
    findActiveEntitlement(db, viewer.id),
  ]);
  const [first, last] = viewer.isGuest ? [null, null] : splitName(viewer.name);
  return {
    id: viewer.id,
    firstName: profile.firstName ?? first,
    lastName: profile.lastName ?? last,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    isGuest: viewer.isGuest,
    role: viewer.isAdmin ? 'admin' : 'user',
    subscriptionStatus: premium ? 'premium' : 'free',
    isPremium: premium !== null,
    premiumPlan: premium ? (premium.plan as 'lifetime' | 'monthly') : null,
    premiumExpiresAt: premium?.expiresAt?.toISOString() ?? null,
    selectedState: isStateCode(profile.selectedState) ? profile.selectedState : null,
    // A streak shows as broken (0) once a whole day has passed without an answer.
    currentStreak: visibleStreak(profile, localDay(new Date(), profile.timeZone)),
    longestStreak: profile.longestStreak,
    level: profile.level,
    totalPoints: profile.totalPoints,
    previewUsed: profile.previewUsed,
  };
}
