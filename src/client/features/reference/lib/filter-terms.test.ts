import type { GlossaryTermItem } from '@shared/contracts/reference';
import { describe, expect, it } from 'vitest';
import { filterTerms } from './filter-terms';

const term = (t: string, definition: string, category: GlossaryTermItem['category'] = 'property') => ({
  id: t.toLowerCase().replace(/\s+/g, '-'),
  term: t,
  definition,
  category,
  examples: [],
  relatedTerms: [],
});

const terms = [
  term('Appraisal', 'An estimate of value by a licensed appraiser.', 'financing'),
  term('Easement', 'A right to use land owned by someone else.'),
  term('Real estate', 'Land plus permanent improvements.'),
  term('Real property', 'Real estate plus the bundle of rights.'),
  term('Surface rights', 'Rights to the surface of land, as distinct from real property below it.'),
];

describe('filterTerms', () => {
  it('returns every term of the category when the search is empty', () => {
    expect(filterTerms(terms, { query: '  ', category: 'all' })).toHaveLength(5);
    expect(filterTerms(terms, { query: '', category: 'financing' }).map((t) => t.term)).toEqual([
      'Appraisal',
    ]);
  });

  it('matches the term or the definition, ignoring case', () => {
    expect(filterTerms(terms, { query: 'LAND', category: 'all' }).map((t) => t.term)).toEqual([
      'Easement',
      'Real estate',
      'Surface rights',
    ]);
  });

  it('puts the exact term first, then terms that start with it, then definitions', () => {
    expect(filterTerms(terms, { query: 'real property', category: 'all' }).map((t) => t.term)).toEqual([
      'Real property',
      'Surface rights',
    ]);
    expect(filterTerms(terms, { query: 'real', category: 'all' }).map((t) => t.term)).toEqual([
      'Real estate',
      'Real property',
      'Surface rights',
    ]);
  });

  it('keeps to the chosen category', () => {
    expect(filterTerms(terms, { query: 'value', category: 'property' })).toEqual([]);
    expect(filterTerms(terms, { query: 'value', category: 'financing' })).toHaveLength(1);
  });
});
