/**
 * Relevance ranking for a term list (the glossary's search on both sides). A learner types what they
 * say, not what the book prints: "cap rate" for "Capitalization rate", "points" for "Discount point".
 * So the query and each term are split into words, plurals folded ("points" = "point"), and a query
 * word matches a term word it begins (cap -> capitalization). Order, best first:
 *   0  the term itself
 *   1  every query word begins a word of the term, in order
 *   2  the term contains the query as typed
 *   3  every query word begins a word of the definition
 * A query of symbols only ("%") matches the term or the definition as typed.
 * Within a rank, terms whose words the query covers more come first ("points" covers half of
 * "Discount point" and a third of "Point of beginning"), then shorter terms, then the list's order.
 */
export type RankableTerm = { term: string; definition: string };

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(fold);

/** Folds a plural to its singular, crudely but symmetrically (both sides are folded the same way). */
function fold(word: string) {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** How many of `target`'s words the query words begin, in order; -1 when some query word begins none. */
function coveredInOrder(query: readonly string[], target: readonly string[]) {
  let from = 0;
  for (const q of query) {
    let found = -1;
    for (let i = from; i < target.length; i++) {
      if (target[i]!.startsWith(q)) {
        found = i;
        break;
      }
    }
    if (found < 0) return -1;
    from = found + 1;
  }
  return query.length;
}

const beginsSomeWord = (query: readonly string[], target: readonly string[]) =>
  query.every((q) => target.some((w) => w.startsWith(q)));

/** The matching terms, best first; an empty query keeps every term in its order. */
export function rankTerms<T extends RankableTerm>(terms: readonly T[], rawQuery: string): T[] {
  const typed = rawQuery.trim().toLowerCase();
  if (!typed) return [...terms];
  const query = words(typed);
  const joined = query.join(' ');
  const scored: { t: T; i: number; rank: number; coverage: number }[] = [];
  terms.forEach((t, i) => {
    const termWords = words(t.term);
    let rank = -1;
    let coverage = 0;
    // A query of symbols only ("%") has no words: it matches as typed.
    const covered = query.length ? coveredInOrder(query, termWords) : -1;
    if (query.length && termWords.join(' ') === joined) rank = 0;
    else if (covered > 0) {
      rank = 1;
      coverage = covered / termWords.length;
    } else if (t.term.toLowerCase().includes(typed)) rank = 2;
    else if (
      query.length ? beginsSomeWord(query, words(t.definition)) : t.definition.toLowerCase().includes(typed)
    )
      rank = 3;
    if (rank >= 0) scored.push({ t, i, rank, coverage });
  });
  return scored
    .sort(
      (a, b) => a.rank - b.rank || b.coverage - a.coverage || a.t.term.length - b.t.term.length || a.i - b.i,
    )
    .map((x) => x.t);
}
