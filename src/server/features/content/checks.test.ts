import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContent, computeQuestionFigures, findNearDuplicates, foldText, similarity } from './checks';
import type { LoadedContent } from './load-content';
import { loadContent } from './load-content';

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

  it('finds the same pairs, scores and order as scoring every pair', () => {
    const bigrams = (s: string) => {
      const w = foldText(s).split(' ').filter(Boolean);
      const out = new Set<string>();
      for (let i = 0; i + 1 < w.length; i++) out.add(`${w[i]} ${w[i + 1]}`);
      if (w.length === 1) out.add(w[0]!);
      return out;
    };
    const everyPair = (items: { id: string; text: string }[], threshold: number) => {
      const out: { a: string; b: string; score: number }[] = [];
      for (let i = 0; i < items.length; i++)
        for (let j = i + 1; j < items.length; j++) {
          const score = similarity(bigrams(items[i]!.text), bigrams(items[j]!.text));
          if (score >= threshold) out.push({ a: items[i]!.id, b: items[j]!.id, score });
        }
      return out;
    };
    // Few words, so that stems share bigrams often; sizes from empty to a dozen words.
    const text = fc
      .array(fc.constantFrom('the', 'buyer', 'seller', 'broker', 'lease', 'deed', 'Deed!', 'a'), {
        maxLength: 12,
      })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 30 }),
        fc.constantFrom(0.7, 0.5, 0.3, 1, 0.01),
        (texts, threshold) => {
          const items = texts.map((t, i) => ({ id: `q${i}`, text: t }));
          expect(findNearDuplicates(items, threshold)).toEqual(everyPair(items, threshold));
        },
      ),
      { numRuns: 300 },
    );
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

describe('content:check on the real bank with planted bad items', () => {
  const root = join(import.meta.dirname, '..', '..', '..', '..', 'content');

  // Loading the whole real bank takes a few seconds on a busy machine.
  it('fails an item with no rationales or cognitive level, and one whose wrong answers are all absolutes', {
    timeout: 60_000,
  }, () => {
    const { content } = loadContent(root);
    const good = content.questions[0]!;
    const { rationales: _r, cognitive: _c, ...bare } = good;
    content.questions.push(
      {
        ...bare,
        id: 'q-prop-9998',
        stem: 'A planted item with no rationales and no cognitive level at all?',
      },
      {
        ...good,
        id: 'q-prop-9999',
        stem: 'A planted item whose wrong answers give themselves away by their wording alone?',
        options: ['It may, in some cases', 'It always does', 'It never does', 'Only a broker can'],
        answer: 0,
      },
    );
    const problems = checkContent(content).map((p) => `${p.file}: ${p.message}`);
    expect(problems.filter((p) => p.includes('q-prop-9998'))).toEqual([
      expect.stringMatching(/needs a rationale for every option/),
      expect.stringMatching(/needs a cognitive level/),
    ]);
    expect(problems.filter((p) => p.includes('q-prop-9999'))).toEqual([
      expect.stringMatching(/every wrong option carries an absolute word/),
    ]);
  });

  it('fails the bank when more than 10% of items have two absolute wrong answers', {
    timeout: 60_000,
  }, () => {
    const { content } = loadContent(root);
    for (const q of content.questions.slice(0, Math.ceil(content.questions.length * 0.11))) {
      const wrong = [0, 1, 2, 3].filter((i) => i !== q.answer);
      q.options = q.options.map((o, i) => (i === wrong[0] || i === wrong[1] ? `${o} (always)` : o));
      q.options[q.answer] = q.options[q.answer]!.replace(
        /\b(always|never|only|every|automatically)\b/gi,
        'usually',
      );
    }
    const problems = checkContent(content).map((p) => p.message);
    expect(problems).toContainEqual(
      expect.stringMatching(/have two absolute wrong options beside a hedged key/),
    );
  });
});
