import type { Topic } from '@shared/contracts/questions';

const difficultyNames: Record<number, string> = {
  1: 'Beginner',
  2: 'Easy',
  3: 'Medium',
  4: 'Hard',
  5: 'Expert',
};

/** A question's difficulty by name (spec section 3); an unknown value reads 'Unknown'. */
export function difficultyLabel(d: number) {
  return difficultyNames[d] ?? 'Unknown';
}

/** A topic's name, or 'Topic {id}' when the list does not know it (spec section 8). */
export function topicLabel(topics: Topic[] | undefined, id: string) {
  return topics?.find((t) => t.id === id)?.name ?? `Topic ${id}`;
}
