import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

/** GET /api/user: the spec's user fields (section 3), plus what the client needs for accounts. */
export const UserResponse = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the owner has confirmed the address (false for a guest). */
  emailVerified: z.boolean(),
  isGuest: z.boolean(),
  role: z.enum(['user', 'admin']),
  subscriptionStatus: z.enum(['premium', 'free']),
  isPremium: z.boolean(),
  premiumPlan: z.enum(['lifetime', 'monthly']).nullable(),
  premiumExpiresAt: z.string().nullable(),
  selectedState: z.enum(stateCodes).nullable(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  level: z.number().int(),
  totalPoints: z.number().int(),
  previewUsed: z.number().int(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const SelectStateRequest = z.object({
  stateCode: z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' }),
});
export type SelectStateRequest = z.infer<typeof SelectStateRequest>;

export const SelectStateResponse = z.object({ selectedState: z.enum(stateCodes) });

export const UpdateProfileRequest = z.object({
  firstName: z.string().trim().min(1).max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  timeZone: z
    .string()
    .max(64)
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'timeZone must be an IANA time zone such as America/Chicago' },
    )
    .optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** Limits on what better-auth stores for a person, held on every path that sets them (sign-up, update-user). */
export const NAME_MAX = 120;
export const AccountFields = z.object({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(NAME_MAX, `name is at most ${NAME_MAX} characters`)
    .optional(),
  image: z
    .url({ protocol: /^https?$/, error: 'image must be an http(s) address' })
    .max(2048, 'image is at most 2048 characters')
    .nullable()
    .optional(),
});
