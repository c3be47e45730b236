import type { GlossaryTermItem, ReferenceCategory } from '@shared/contracts/reference';
import { rankTerms } from '@shared/lib/rank-terms';

export type TermFilter = { query: string; category: ReferenceCategory | 'all' };

/**
 * The glossary's search (spec section 2) within the chosen category, ranked by relevance the same
 * way the server ranks `GET /api/glossary?q=` (see rankTerms): the term itself first, then terms
 * whose words the query begins ("cap rate" finds "Capitalization rate"), then definitions.
 */
export function filterTerms(terms: readonly GlossaryTermItem[], { query, category }: TermFilter) {
  const inCategory = category === 'all' ? terms : terms.filter((t) => t.category === category);
  return rankTerms(inCategory, query);
}
