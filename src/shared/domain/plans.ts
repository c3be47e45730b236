/** The two premium plans, shown side by side wherever prices appear (decisions.md, Defects). */
export const plans = [
  {
    id: 'lifetime',
    name: 'Lifetime',
    priceCents: 2999,
    priceLabel: '$29.99',
    cadence: 'one-time payment, lifetime access',
  },
  {
    id: 'monthly',
    name: 'Monthly',
    priceCents: 999,
    priceLabel: '$9.99',
    cadence: 'per month, cancel anytime',
  },
] as const;

export type PlanId = (typeof plans)[number]['id'];
export const planIds = plans.map((p) => p.id) as [PlanId, ...PlanId[]];

/** What Premium adds to the free app (the subscribe page and the guide's page list it). */
export const premiumPerks = [
  'Smart Review, Challenge Mode and the full Exam Simulator',
  'Financing & Economics and Real Estate Law & Ethics stories',
  'Unlimited quiz questions and the Questions Database',
  'Your state saved to your account on every device',
] as const;
