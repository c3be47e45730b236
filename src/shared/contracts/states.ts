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
