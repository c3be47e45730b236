import type { StateInfo } from '@shared/contracts/states';
import { describe, expect, it } from 'vitest';
import { disclaimerFacts, websiteLink } from './disclaimer-facts';

const texas: StateInfo = {
  id: 'TX',
  name: 'Texas',
  abbreviation: 'TX',
  region: 'Southwest',
  regulatoryBody: 'Texas Real Estate Commission',
  regulatoryAbbreviation: 'TREC',
  website: 'https://www.trec.texas.gov',
  examProvider: 'Pearson VUE',
  preEducationHours: 180,
  continuingEducationHours: 18,
  licenseRenewalYears: 2,
  passingPercentage: 70,
  specialRequirements: [],
  mockExam: { questions: 125, minutes: 150 },
};

describe('disclaimerFacts', () => {
  it('personalises with the state name, regulator, abbreviation, website and hours', () => {
    expect(disclaimerFacts(texas)).toEqual({
      stateName: 'Texas',
      examPhrase: 'the Texas salesperson exam',
      regulator: 'the Texas Real Estate Commission (TREC)',
      regulatorTitle: 'Texas Real Estate Commission (TREC)',
      regulatorShort: 'TREC',
      hours: '180',
      website: { href: 'https://www.trec.texas.gov/', label: 'www.trec.texas.gov' },
    });
  });

  it("falls back to generic wording and the default hours '60-90' with no state", () => {
    const facts = disclaimerFacts(null);
    expect(facts.hours).toBe('60-90');
    expect(facts.stateName).toBeNull();
    expect(facts.website).toBeNull();
    expect(facts.regulator).toBe("your state's real-estate regulator");
  });

  it('does not double the article and copes with a missing abbreviation', () => {
    const facts = disclaimerFacts({ ...texas, regulatoryBody: 'The Board', regulatoryAbbreviation: ' ' });
    expect(facts.regulator).toBe('The Board');
    expect(facts.regulatorShort).toBe('The Board');
  });
});

describe('websiteLink', () => {
  it('keeps the path in the label but not the scheme or a trailing slash', () => {
    expect(websiteLink('https://example.gov/real-estate/')).toEqual({
      href: 'https://example.gov/real-estate/',
      label: 'example.gov/real-estate',
    });
  });

  it('refuses anything that is not an http(s) address', () => {
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('trec.texas.gov')).toBeNull();
  });
});
