import type { GlossaryTermItem, ReferenceCategory } from '@shared/contracts/reference';

export type TermFilter = { query: string; category: ReferenceCategory | 'all' };

/**
 * The glossary's search (spec section 2): a case-insensitive match in the term or the definition,
 * within the chosen category. Closest matches first: the term itself, then terms that start with
 * the words, then terms that contain them, then definitions; alphabetical within each group.
 */
export function filterTerms(terms: readonly GlossaryTermItem[], { query, category }: TermFilter) {
  const q = query.trim().toLowerCase();
  const inCategory = category === 'all' ? terms : terms.filter((t) => t.category === category);
  if (!q) return inCategory as GlossaryTermItem[];
  const rank = (t: GlossaryTermItem) => {
    const term = t.term.toLowerCase();
    if (term === q) return 0;
    if (term.startsWith(q)) return 1;
    if (term.includes(q)) return 2;
    return t.definition.toLowerCase().includes(q) ? 3 : -1;
  };
  return inCategory
    .map((t, i) => ({ t, i, r: rank(t) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.t);
}
