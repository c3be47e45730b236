import { planIds } from '@shared/domain/plans';
import { z } from 'zod';

export const CreateSubscriptionRequest = z.object({
  plan: z.enum(planIds, { error: 'plan must be lifetime or monthly' }).default('monthly'),
});
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequest>;

export const CreateSubscriptionResponse = z.object({
  clientSecret: z.string(),
  paymentId: z.uuid(),
  provider: z.enum(['stripe', 'test']),
  plan: z.enum(planIds),
  amountCents: z.number().int(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;

export const TestConfirmRequest = z.object({
  paymentId: z.uuid({ error: 'paymentId must be the id returned by create-subscription' }),
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'cardNumber must be 13 to 19 digits')),
});
export type TestConfirmRequest = z.input<typeof TestConfirmRequest>;

export const ConfirmPaymentRequest = z.object({ paymentId: z.uuid({ error: 'paymentId must be a UUID' }) });

export const PaymentStatusResponse = z.object({
  paymentId: z.string(),
  plan: z.enum(planIds),
  status: z.enum(['pending', 'succeeded', 'failed']),
  message: z.string().nullable(),
  isPremium: z.boolean(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

export const CancelSubscriptionResponse = z.object({
  /** Premium runs to here and the subscription does not renew. */
  currentPeriodEnd: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

export const TestSubscriptionEventRequest = z.object({
  event: z.enum(['renewal', 'renewal_failed', 'ended'], {
    error: 'event must be renewal, renewal_failed or ended',
  }),
});
