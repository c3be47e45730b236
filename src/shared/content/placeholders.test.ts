import { describe, expect, it } from 'vitest';
import { fillPlaceholders, findPlaceholderProblems, type PlaceholderValues } from './placeholders';

const ohio: PlaceholderValues = {
  stateName: 'Ohio',
  regulatoryBody: 'Ohio Division of Real Estate and Professional Licensing',
  preLicenseHours: '120',
  ceHours: '30',
  renewalYears: '3',
  examProvider: 'PSI',
  passingPercentage: '70',
};

describe('story placeholders', () => {
  const text =
    'The Garcias bought in {{stateName|their state}}; ask {{regulatoryBody|the state real estate commission}}.';

  it('fills the selected state', () => {
    expect(fillPlaceholders(text, ohio)).toBe(
      'The Garcias bought in Ohio; ask Ohio Division of Real Estate and Professional Licensing.',
    );
  });

  it('reads naturally with no state', () => {
    expect(fillPlaceholders(text, null)).toBe(
      'The Garcias bought in their state; ask the state real estate commission.',
    );
  });

  it('reports unknown keys, missing fallbacks and stray braces', () => {
    expect(findPlaceholderProblems('in {{stateName|your state}}')).toEqual([]);
    expect(findPlaceholderProblems('in {{county|your county}}')).toEqual([
      'unknown placeholder key in {{county|your county}}',
    ]);
    expect(findPlaceholderProblems('in {{stateName}}')).toEqual([
      'placeholder {{stateName}} has no fallback',
    ]);
    expect(findPlaceholderProblems('in {{stateName|x}')).toContain('malformed placeholder braces');
  });
});
