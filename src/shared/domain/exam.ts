import type { AreaId } from './areas';
import { areas } from './areas';

/** The state portion's topics (content/README.md "State-law item"), as learners read them. */
export const stateTopicTitles: Record<string, string> = {
  'license-law': 'License law and the regulator',
  'license-requirements': 'License categories and requirements',
  'agency-disclosure': 'Agency relationships and disclosures',
  supervision: 'Brokerage supervision',
  'trust-accounts': 'Trust and escrow accounts',
  advertising: 'Advertising rules',
  compensation: 'Commission and compensation',
  'discipline-recovery': 'Discipline and recovery funds',
  'contracts-disclosures': 'State contracts and disclosures',
  'landlord-tenant': 'Landlord and tenant',
};

/** Which study area an outline domain is taught in (for the results' "study this" links). */
const domainArea: Record<string, AreaId> = {
  'pv-property': 'property',
  'pv-ownership': 'property',
  'pv-valuation': 'financing',
  'pv-contracts-agency': 'contracts',
  'pv-practice': 'law',
  'pv-disclosures': 'law',
  'pv-financing': 'financing',
  'pv-math': 'financing',
  'psi-ownership': 'property',
  'psi-land-use': 'property',
  'psi-valuation': 'financing',
  'psi-financing': 'financing',
  'psi-agency': 'contracts',
  'psi-disclosures': 'law',
  'psi-contracts': 'contracts',
  'psi-leasing': 'law',
  'psi-transfer': 'property',
  'psi-practice': 'law',
  'psi-math': 'financing',
};

export function isStateDomain(domain: string) {
  return domain in stateTopicTitles || domain === 'state-law';
}

/** The study page for a domain: its area's section, or the state supplement for state topics. */
export function studyPathForDomain(domain: string) {
  if (isStateDomain(domain)) return '/study/state';
  if (domain.endsWith('-math')) return '/math';
  const area = areas.find((a) => a.id === domainArea[domain]);
  return area ? `/study/${area.slug}` : '/study';
}

/** A Challenge Mode round on one domain. */
export function practicePathForDomain(domain: string) {
  if (domain.endsWith('-math')) return '/math';
  return `/quiz?mode=weak_areas&topic=${encodeURIComponent(domain)}`;
}

export const portionTitles = {
  national: 'National portion',
  state: 'State portion',
  combined: 'Exam',
} as const;
