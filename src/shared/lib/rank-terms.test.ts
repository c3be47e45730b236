import { describe, expect, it } from 'vitest';
import { rankTerms } from './rank-terms';

const t = (term: string, definition = 'Something else entirely.') => ({ term, definition });
const terms = [
  t('Basis point', 'One hundredth of one percent.'),
  t('Capital gain', 'Profit on a sale.'),
  t('Capitalization rate', 'The rate that turns income into value.'),
  t('Discount point', 'Prepaid interest: one percent of the loan amount.'),
  t('Point of beginning', 'Where a metes and bounds description starts and ends.'),
  t('Rate cap', 'A limit on how far an adjustable rate may move.'),
  t('Properties', 'Several parcels.'),
  t(
    'Cost approach',
    'Value is land plus the cost of the improvements (100% of cost new, less depreciation).',
  ),
];
const order = (q: string) => rankTerms(terms, q).map((x) => x.term);

describe('rankTerms', () => {
  it('finds a term from the words a learner uses: prefixes, in order', () => {
    expect(order('cap rate')[0]).toBe('Capitalization rate');
    // "rate cap" is another term, not the reverse of this one.
    expect(order('rate cap')[0]).toBe('Rate cap');
  });

  it('folds plurals on both sides, and a term the query covers more comes first', () => {
    expect(order('points').slice(0, 3)).toEqual(['Basis point', 'Discount point', 'Point of beginning']);
    expect(order('property')).toContain('Properties');
  });

  it('puts the term itself before longer terms, and a term before a definition', () => {
    expect(order('capital gain')[0]).toBe('Capital gain');
    // Both only in definitions: the shorter term first.
    expect(order('value')).toEqual(['Cost approach', 'Capitalization rate']);
    // "Rate cap" and "Capitalization rate" by their terms; "Discount point" only by its definition.
    expect(order('loan')).toEqual(['Discount point']);
    expect(order('rate')).toEqual(['Rate cap', 'Capitalization rate']);
  });

  it('matches symbols as typed and keeps the order when the query is empty', () => {
    expect(order('%')).toEqual(['Cost approach']);
    expect(order('   ')).toEqual(terms.map((x) => x.term));
    expect(order('zzqq')).toEqual([]);
  });
});
