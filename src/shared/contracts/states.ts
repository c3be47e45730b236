import { examProviders, regions, stateCodes } from '@shared/domain/states';
import { z } from 'zod';

export const StateInfo = z.object({
  id: z.enum(stateCodes),
  name: z.string(),
  abbreviation: z.string(),
  region: z.enum(regions),
  regulatoryBody: z.string(),
  regulatoryAbbreviation: z.string(),
  website: z.string(),
  examProvider: z.enum(examProviders),
  preEducationHours: z.number(),
  continuingEducationHours: z.number(),
  licenseRenewalYears: z.number().int(),
  passingPercentage: z.number().int(),
  specialRequirements: z.array(z.string()),
  mockExam: z.object({ questions: z.number().int(), minutes: z.number().int() }),
});
export type StateInfo = z.infer<typeof StateInfo>;

export const StatesResponse = z.array(StateInfo);
export type StatesResponse = z.infer<typeof StatesResponse>;

export const SupplementParams = z.object({
  stateCode: z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' }),
});

/** A state's supplement: the one-page "state at a glance" and Aunt Rita's state story. */
export const StateSupplementResponse = z.object({
  stateCode: z.enum(stateCodes),
  stateName: z.string(),
  stateItems: z.number().int(),
  glance: z.object({
    regulator: z.object({ name: z.string(), abbreviation: z.string(), website: z.string() }),
    licensePath: z.array(z.string()),
    education: z.object({
      preLicenseHours: z.number(),
      postLicenseHours: z.number().nullable(),
      ceHours: z.number(),
      renewalYears: z.number(),
    }),
    exam: z.object({ vendor: z.string(), portions: z.string(), notes: z.string().optional() }),
    keyForms: z.array(z.object({ name: z.string(), use: z.string() })),
    topRules: z.array(z.object({ rule: z.string(), citation: z.string() })),
    sources: z.array(z.object({ url: z.string(), version: z.string() })),
    unconfirmed: z.array(z.string()),
  }),
  story: z.object({ title: z.string(), readTime: z.number().int(), body: z.string() }).nullable(),
});
export type StateSupplementResponse = z.infer<typeof StateSupplementResponse>;
