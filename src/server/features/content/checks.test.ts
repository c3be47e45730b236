import { describe, expect, it } from 'vitest';
import { computeQuestionFigures, findNearDuplicates, foldText } from './checks';
import type { LoadedContent } from './load-content';

type Q = LoadedContent['questions'][number];
const q = (id: string, options: string[], answer: number, extra: Partial<Q> = {}): Q => ({
  id,
  concept: 'prop-fixtures',
  topics: ['pv-property', 'psi-ownership'],
  difficulty: 3,
  scenario: false,
  stem: `Stem ${id}`,
  options,
  answer,
  explanation: 'One. Two.',
  memoryHint: 'hint',
  funFact: 'fact',
  area: 'property',
  file: 'x.yaml',
  ...extra,
});

describe('foldText', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('Lis Pendens!')).toBe(foldText('lis-pendens'));
    expect(foldText('Café')).toBe('cafe');
  });
});

describe('findNearDuplicates', () => {
  it('flags templated near-copies with names swapped and leaves different questions alone', () => {
    const pairs = findNearDuplicates([
      {
        id: 'a',
        text: 'Maria lists her duplex with a broker under an exclusive right to sell listing. Who earns the commission if Maria finds the buyer herself?',
      },
      {
        id: 'b',
        text: 'Maria lists her triplex with a broker under an exclusive right to sell listing. Who earns the commission if Maria finds the buyer herself?',
      },
      { id: 'c', text: 'Which test for a fixture asks whether the item was adapted to the property?' },
    ]);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([['a', 'b']]);
  });
});

describe('computeQuestionFigures', () => {
  it('counts answer positions, longest-correct and all/none of the above', () => {
    const figures = computeQuestionFigures([
      q('1', ['a much longer right answer', 'b', 'c', 'd'], 0),
      q('2', ['aa', 'bb', 'cc', 'a longer wrong answer'], 1),
      q('3', ['x', 'y', 'All of the above', 'z'], 2),
    ]);
    expect(figures.positions).toEqual([1, 1, 1, 0]);
    expect(figures.longestCorrect).toBe(2);
    expect(figures.allNone).toBe(1);
  });
});
