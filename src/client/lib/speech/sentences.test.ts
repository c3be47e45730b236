import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends, keeps abbreviations, decimals and paragraphs apart', () => {
    expect(
      splitSentences(
        'Aunt Rita sold the farm. Was it a fee simple? Yes! The U.S. Treasury rate was 4.5% that year.\nMr. Ortiz signed, e.g. the deed.',
      ),
    ).toEqual([
      'Aunt Rita sold the farm.',
      'Was it a fee simple?',
      'Yes!',
      'The U.S. Treasury rate was 4.5% that year.',
      'Mr. Ortiz signed, e.g. the deed.',
    ]);
  });
  it('keeps a quote with its sentence and drops blank text', () => {
    expect(splitSentences('She said "Sign here." Then she left.')).toEqual([
      'She said "Sign here."',
      'Then she left.',
    ]);
    expect(splitSentences('  \n ')).toEqual([]);
  });
});
