import type { UserResponse } from '@shared/contracts/user';

/** A learner as GET /api/user returns it: a free guest unless overridden. */
export function learnerFixture(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 'u1',
    firstName: null,
    lastName: null,
    email: null,
    emailVerified: false,
    isGuest: true,
    role: 'user',
    subscriptionStatus: 'free',
    isPremium: false,
    premiumPlan: null,
    premiumExpiresAt: null,
    selectedState: null,
    currentStreak: 0,
    longestStreak: 0,
    level: 1,
    totalPoints: 0,
    previewUsed: 0,
    ...overrides,
  };
}
