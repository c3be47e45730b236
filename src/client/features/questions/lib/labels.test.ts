import { describe, expect, it } from 'vitest';
import { difficultyLabel, topicLabel } from './labels';

describe('question labels', () => {
  it('names difficulties 1 to 5 and says Unknown otherwise', () => {
    expect([1, 2, 3, 4, 5, 0, 9].map(difficultyLabel)).toEqual([
      'Beginner',
      'Easy',
      'Medium',
      'Hard',
      'Expert',
      'Unknown',
      'Unknown',
    ]);
  });
  it("names a known topic and falls back to 'Topic {id}'", () => {
    const topics = [{ id: 'law', name: 'Real Estate Law & Ethics' }];
    expect(topicLabel(topics, 'law')).toBe('Real Estate Law & Ethics');
    expect(topicLabel(topics, '7')).toBe('Topic 7');
    expect(topicLabel(undefined, 'law')).toBe('Topic law');
  });
});
