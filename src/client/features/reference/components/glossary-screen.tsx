import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { BookOpen, SearchX } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useGlossary } from '@client/features/reference/api/get-glossary';
import { filterTerms } from '@client/features/reference/lib/filter-terms';
import {
  type ReferenceCategory,
  referenceCategories,
  referenceCategoryLabels,
} from '@shared/domain/reference-categories';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { CategoryChips } from './category-chips';
import { GlossaryTermCard } from './glossary-term-card';
import { ReferencePage } from './reference-page';

/**
 * Cards rendered at first and per "Show more": a few screens of them, light enough for a cheap phone.
 * The first page comes in the HTML too (decision 23): 60 cards were 1,350 elements, and their parse,
 * style and layout were most of the page's blocking time under Lighthouse's 4x slowdown.
 */
const PAGE_SIZE = 24;

type Filter = ReferenceCategory | 'all';
const chips = [
  { value: 'all' as const, label: 'All' },
  ...referenceCategories.map((c) => ({ value: c, label: referenceCategoryLabels[c] })),
];

/** /glossary: search and filter every term, in the browser. */
export function GlossaryScreen() {
  const glossary = useGlossary();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Filter>('all');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const searchRef = useRef<HTMLInputElement>(null);
  // Typing stays responsive: the list catches up with the box in a lower-priority render.
  const deferredQuery = useDeferredValue(query);
  const terms = glossary.data ?? [];
  const matches = useMemo(
    () => filterTerms(glossary.data ?? [], { query: deferredQuery, category }),
    [glossary.data, deferredQuery, category],
  );
  const shown = matches.slice(0, limit);

  const search = useCallback((value: string) => {
    setQuery(value);
    setLimit(PAGE_SIZE);
  }, []);
  const searchRelated = useCallback(
    (term: string) => {
      search(term);
      setCategory('all');
      searchRef.current?.focus({ preventScroll: true });
      searchRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    },
    [search],
  );

  return (
    <ReferencePage
      title="Glossary"
      icon={<BookOpen className="h-8 w-8 shrink-0 text-green-800" aria-hidden />}
      intro="Every term you will meet on the exam, in plain words, with an everyday example. Search for a word or pick a category."
    >
      <search className="space-y-4 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm">
        <TextField
          ref={searchRef}
          label="Search terms"
          type="search"
          placeholder="Search a term or a definition"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(e) => search(e.target.value)}
        />
        <CategoryChips
          legend="Filter by category"
          options={chips}
          value={category}
          onChange={(c) => {
            setCategory(c);
            setLimit(PAGE_SIZE);
          }}
        />
      </search>

      {glossary.isPending ? (
        <LoadingState label="Loading the glossary…" />
      ) : glossary.isError ? (
        <ErrorState
          title="We could not load the glossary."
          error={glossary.error}
          onRetry={() => glossary.refetch()}
        />
      ) : (
        <section aria-label="Glossary terms" className="space-y-4">
          <p aria-live="polite" className="text-sm font-semibold text-stone-700">
            Showing {matches.length} of {terms.length} terms
          </p>
          {matches.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-300 bg-white p-8 text-center">
              <SearchX className="h-8 w-8 text-stone-500" aria-hidden />
              <p className="text-lg font-semibold text-green-950">No terms found</p>
              <p className="text-stone-700">Try a shorter word, or look in all categories.</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  search('');
                  setCategory('all');
                }}
              >
                Clear search
              </Button>
            </div>
          ) : (
            <>
              <ul className="grid gap-4 md:grid-cols-2">
                {shown.map((t) => (
                  <li key={t.id} className="min-w-0">
                    <GlossaryTermCard term={t} onRelatedTerm={searchRelated} />
                  </li>
                ))}
              </ul>
              {matches.length > shown.length && (
                <div className="flex flex-col items-center gap-2">
                  <Button variant="outline" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                    Show more
                  </Button>
                  <p className="text-sm text-stone-600">
                    {shown.length} of {matches.length} shown
                  </p>
                </div>
              )}
            </>
          )}
        </section>
      )}
    </ReferencePage>
  );
}
