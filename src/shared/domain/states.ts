/** The 50 state codes, the spec's regions and the mock exam table (spec section 9). */
export const stateCodes = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type StateCode = (typeof stateCodes)[number];

export const regions = [
  'Southeast',
  'Pacific',
  'Southwest',
  'South',
  'Mountain',
  'Northeast',
  'Mid-Atlantic',
  'Midwest',
] as const;

export const examProviders = ['PSI', 'Pearson VUE', 'eLicensing'] as const;

export const DEFAULT_STATE: StateCode = 'CA';

export type MockExamSpec = { questions: number; minutes: number };

const mockExamTable: Partial<Record<StateCode, MockExamSpec>> = {
  CA: { questions: 150, minutes: 180 },
  TX: { questions: 125, minutes: 150 },
  FL: { questions: 100, minutes: 120 },
  NY: { questions: 75, minutes: 90 },
  IL: { questions: 80, minutes: 120 },
  PA: { questions: 80, minutes: 120 },
  OH: { questions: 120, minutes: 150 },
  GA: { questions: 152, minutes: 180 },
  NC: { questions: 120, minutes: 150 },
  MI: { questions: 110, minutes: 150 },
  NJ: { questions: 110, minutes: 150 },
  VA: { questions: 120, minutes: 150 },
  WA: { questions: 140, minutes: 180 },
  AZ: { questions: 90, minutes: 120 },
  MA: { questions: 100, minutes: 120 },
};
export const DEFAULT_MOCK_EXAM: MockExamSpec = { questions: 100, minutes: 120 };

export function findMockExamSpec(code: string | null | undefined): MockExamSpec {
  return (code && mockExamTable[code as StateCode]) || DEFAULT_MOCK_EXAM;
}

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && (stateCodes as readonly string[]).includes(value);
}
