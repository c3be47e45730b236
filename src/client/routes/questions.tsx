import { ReportQuestionButton } from '@client/components/report-question';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ArrowLeft, Lock, Play, Search } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { BookmarkButton } from '@client/features/practice/components/bookmark-button';
import { useQuestions } from '@client/features/questions/api/get-questions';
import { useTopics } from '@client/features/questions/api/get-topics';
import { QuestionCard } from '@client/features/questions/components/question-card';
import { useUser } from '@client/lib/api/get-user';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { Link } from '@client/lib/router';
import { STATE_LAW_TOPIC } from '@shared/contracts/questions';
import { useEffect, useState } from 'react';

function useDebounced<T>(value: T, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function BackLink() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1 text-sm font-semibold text-green-800 underline underline-offset-4"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Dashboard
    </Link>
  );
}

/** The gate a free learner sees: the database is Premium (decisions.md), so nothing of it is sent. */
function QuestionsGate() {
  return (
    <Card className="max-w-xl space-y-3">
      <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <Lock className="h-4 w-4" aria-hidden />
        Premium
      </p>
      <p>
        Every question in the bank, searchable, with the answer key, the explanation and why each wrong option
        is wrong. Bookmark any of them or quiz yourself on what you found.
      </p>
      <Link to="/subscribe" className={buttonClasses('primary')}>
        <Lock className="h-4 w-4" aria-hidden />
        Unlock Questions Database
      </Link>
    </Card>
  );
}

function Database() {
  const { stateCode } = useSelectedState();
  const topics = useTopics();
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState('all');
  const debounced = useDebounced(search, 250);
  const filters = { state: stateCode, topic: topic === 'all' ? null : topic, search: debounced };
  const list = useQuestions(filters, true);
  const shown = list.data?.pages.flatMap((p) => p.questions) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const quizParams = new URLSearchParams({ start: '1' });
  const stateLaw = filters.topic === STATE_LAW_TOPIC;
  // State law is the custom quiz's "only my state's items"; an area is one of its areas.
  if (stateLaw) quizParams.set('stateItems', 'only');
  else if (filters.topic) quizParams.set('areas', filters.topic);
  if (debounced.trim()) quizParams.set('search', debounced.trim());

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div>
          <label htmlFor="q-search" className="mb-1 block font-semibold text-green-950">
            Search questions
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-stone-500"
              aria-hidden
            />
            <input
              id="q-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Words in the question or its explanation"
              className="w-full rounded-lg border border-stone-400 bg-white py-2 pr-3 pl-10 focus-visible:outline-2 focus-visible:outline-green-800"
            />
          </div>
        </div>
        <div>
          <label htmlFor="q-topic" className="mb-1 block font-semibold text-green-950">
            Topic
          </label>
          <select
            id="q-topic"
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            className="h-[42px] w-full rounded-lg border border-stone-400 bg-white px-3 focus-visible:outline-2 focus-visible:outline-green-800"
          >
            <option value="all">All Topics</option>
            {topics.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isError ? (
        <ErrorState
          title="We could not load the questions."
          error={list.error}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.isPending ? (
        <LoadingState label="Loading questions…" />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-stone-700">
              Showing {shown.length.toLocaleString()} of {total.toLocaleString()} questions
              {stateLaw
                ? stateCode
                  ? ` (${stateCode} law)`
                  : ' (choose your state to see its law)'
                : stateCode
                  ? ` (national and ${stateCode} law)`
                  : ' (national)'}
            </p>
            {total > 0 && (
              <Link to={`/practice?${quizParams}`} className={buttonClasses('outline', 'sm')}>
                <Play className="h-4 w-4" aria-hidden />
                Quiz me on these
              </Link>
            )}
          </div>
          {shown.length === 0 ? (
            <Card className="text-center">
              <p className="font-semibold">No questions found matching your search criteria.</p>
              <p className="mt-1 text-stone-700">Try adjusting your filters or search terms.</p>
            </Card>
          ) : (
            <ul className="space-y-3">
              {shown.map((q) => (
                <li key={q.id}>
                  <QuestionCard
                    q={q}
                    topics={topics.data}
                    actions={
                      <>
                        <BookmarkButton itemType="question" itemId={q.id} />
                        <ReportQuestionButton questionId={q.id} className="" />
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="text-center">
              <button
                type="button"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                className={buttonClasses('outline')}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Show more questions'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

export function Component() {
  const { data: user } = useUser();
  const isPremium = useIsPremium();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink />
      <header>
        <h1 className="text-3xl font-bold text-green-950">Questions Database</h1>
        <p className="mt-1 text-stone-700">
          Browse the bank: open a question to see its options, the key, why each option is right or wrong, and
          the explanation.
        </p>
      </header>
      {!user ? <LoadingState /> : isPremium ? <Database /> : <QuestionsGate />}
    </div>
  );
}
