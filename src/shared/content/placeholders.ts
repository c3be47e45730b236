/**
 * Story placeholders: `{{key|fallback}}`. With a state selected the key's value is used; with none,
 * the fallback, so the sentence reads naturally either way (content/README.md).
 */
export const placeholderKeys = [
  'stateName',
  'regulatoryBody',
  'preLicenseHours',
  'ceHours',
  'renewalYears',
  'examProvider',
  'passingPercentage',
] as const;
export type PlaceholderKey = (typeof placeholderKeys)[number];
export type PlaceholderValues = Record<PlaceholderKey, string>;

const PATTERN = /\{\{\s*([a-zA-Z]+)\s*(?:\|([^}]*))?\}\}/g;

export function fillPlaceholders(text: string, values: PlaceholderValues | null): string {
  return text.replace(PATTERN, (_m, key: string, fallback: string | undefined) => {
    if (values && key in values) return values[key as PlaceholderKey];
    return (fallback ?? '').trim();
  });
}

export function findPlaceholderProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(PATTERN)) {
    const [whole, key, fallback] = m;
    if (!(placeholderKeys as readonly string[]).includes(key ?? ''))
      problems.push(`unknown placeholder key in ${whole}`);
    if (fallback === undefined || !fallback.trim()) problems.push(`placeholder ${whole} has no fallback`);
  }
  const stray = text.replace(PATTERN, '');
  if (/\{\{|\}\}/.test(stray)) problems.push('malformed placeholder braces');
  return problems;
}

/** The state fields a story's placeholders draw on. */
export type PlaceholderState = {
  name: string;
  regulatoryBody: string;
  preEducationHours: number;
  continuingEducationHours: number;
  licenseRenewalYears: number;
  examProvider: string;
  passingPercentage: number;
};

/** The values a state fills a story with: numbers as plain text, no `%` sign. */
export function statePlaceholderValues(s: PlaceholderState): PlaceholderValues {
  return {
    stateName: s.name,
    regulatoryBody: s.regulatoryBody,
    preLicenseHours: String(s.preEducationHours),
    ceHours: String(s.continuingEducationHours),
    renewalYears: String(s.licenseRenewalYears),
    // California's exam is run by the state itself (eLicensing is its online system), so stories say "state-run".
    examProvider: s.examProvider === 'eLicensing' ? 'state-run' : s.examProvider,
    passingPercentage: String(s.passingPercentage),
  };
}
