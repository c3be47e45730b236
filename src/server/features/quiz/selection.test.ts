import { describe, expect, it } from 'vitest';
import { type PoolItem, selectAdaptive, selectMockExam, selectQuick, selectWeakAreas } from './selection';

function seeded(seed = 1) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}
const item = (
  id: string,
  conceptId = 'c1',
  topics = ['pv-property', 'psi-ownership'],
  stateCode: string | null = null,
): PoolItem => ({
  id,
  area: 'property',
  conceptId,
  topics,
  stateCode,
});
const now = new Date('2026-11-21T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('selectAdaptive', () => {
  it('serves due items (most overdue first), then new, then not-yet-due', () => {
    const pool = ['due-old', 'due-new', 'fresh', 'later'].map((id) => item(id));
    const schedule = new Map([
      ['due-old', { due: at(-5), lastReview: at(-10) }],
      ['due-new', { due: at(-1), lastReview: at(-3) }],
      ['later', { due: at(4), lastReview: at(-1) }],
    ]);
    expect(selectAdaptive(pool, schedule, now, 4, seeded()).map((i) => i.id)).toEqual([
      'due-old',
      'due-new',
      'fresh',
      'later',
    ]);
    expect(selectAdaptive(pool, schedule, now, 2, seeded()).map((i) => i.id)).toEqual(['due-old', 'due-new']);
  });
});

describe('selectQuick', () => {
  it('prefers new or due items and fills from the rest', () => {
    const pool = Array.from({ length: 8 }, (_, i) => item(`q${i}`));
    const schedule = new Map(pool.slice(0, 6).map((p) => [p.id, { due: at(3), lastReview: at(-1) }]));
    const picked = selectQuick(pool, schedule, now, 5, seeded(7)).map((i) => i.id);
    expect(picked).toHaveLength(5);
    expect(picked.slice(0, 2).sort()).toEqual(['q6', 'q7']);
  });
});

describe('selectWeakAreas', () => {
  it('orders concepts by measured accuracy, least-practised next, mastered last', () => {
    const pool = [
      ...['a1', 'a2', 'a3', 'a4'].map((id) => item(id, 'strong')),
      ...['b1', 'b2', 'b3', 'b4'].map((id) => item(id, 'weak')),
      ...['c1', 'c2'].map((id) => item(id, 'unseen')),
      ...['d1', 'd2'].map((id) => item(id, 'shaky')),
    ];
    const stats = new Map([
      ['strong', { answered: 10, correct: 10 }],
      ['weak', { answered: 6, correct: 1 }],
      ['shaky', { answered: 4, correct: 3 }],
      ['unseen', { answered: 1, correct: 0 }],
    ]);
    const { items, weakConcepts } = selectWeakAreas(pool, stats, new Map(), now, 10, seeded());
    expect(weakConcepts).toEqual(['weak', 'shaky', 'unseen', 'strong']);
    expect(items.slice(0, 3).every((i) => i.conceptId === 'weak')).toBe(true);
    expect(items.map((i) => i.conceptId).indexOf('strong')).toBeGreaterThan(
      items.map((i) => i.conceptId).indexOf('unseen'),
    );
  });

  it('falls back to the least-practised concepts when nothing can be judged yet', () => {
    const pool = [item('x1', 'x'), item('y1', 'y')];
    const stats = new Map([['x', { answered: 2, correct: 0 }]]);
    const { weakConcepts } = selectWeakAreas(pool, stats, new Map(), now, 10, seeded());
    expect(weakConcepts).toEqual(['y', 'x']);
  });
});

describe('selectMockExam', () => {
  it('allocates by blueprint weight, leaves math to the generators and adds state questions', () => {
    const topics = [
      { id: 'psi-ownership', weight: 50 },
      { id: 'psi-contracts', weight: 40 },
      { id: 'psi-math', weight: 10 },
    ];
    const pool = [
      ...Array.from({ length: 60 }, (_, i) => item(`o${i}`, 'c', ['pv-ownership', 'psi-ownership'])),
      ...Array.from({ length: 60 }, (_, i) => item(`k${i}`, 'c', ['pv-contracts-agency', 'psi-contracts'])),
      ...Array.from({ length: 3 }, (_, i) => item(`s${i}`, 'c', ['pv-practice', 'psi-practice'], 'OH')),
      item('other-state', 'c', ['pv-practice', 'psi-practice'], 'TX'),
    ];
    const { items, mathCount } = selectMockExam(pool, topics, 'psi-math', 40, 'OH', seeded());
    expect(items.length + mathCount).toBe(40);
    const ids = items.map((i) => i.id);
    expect(ids.filter((id) => id.startsWith('s'))).toHaveLength(3);
    expect(ids).not.toContain('other-state');
    // 37 left after the 3 state questions: 18.5/14.8/3.7 -> floors 18/14/3, the two spare go to the
    // largest remainders (.8 contracts, .7 math): 18 ownership, 15 contracts, 4 math.
    expect(ids.filter((id) => id.startsWith('o'))).toHaveLength(18);
    expect(ids.filter((id) => id.startsWith('k'))).toHaveLength(15);
    expect(mathCount).toBe(4);
  });

  it('fills a short topic from the rest of the bank', () => {
    const topics = [
      { id: 'psi-ownership', weight: 50 },
      { id: 'psi-contracts', weight: 50 },
    ];
    const pool = [
      ...Array.from({ length: 2 }, (_, i) => item(`o${i}`, 'c', ['pv-ownership', 'psi-ownership'])),
      ...Array.from({ length: 30 }, (_, i) => item(`k${i}`, 'c', ['pv-x', 'psi-contracts'])),
    ];
    const { items } = selectMockExam(pool, topics, 'psi-math', 20, 'CA', seeded());
    expect(items).toHaveLength(20);
    expect(new Set(items.map((i) => i.id)).size).toBe(20);
  });
});
