import { Button } from '@client/components/ui/button';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useAdminQuestions } from '@client/features/admin/api/get-admin-questions';
import { adminTopics } from '@shared/contracts/admin';
import { useState } from 'react';
import { Pager } from './pager';
import { QuestionItem } from './question-item';
import { SelectField } from './select-field';

/** View: the bank a page at a time (20), or 100 a page with Show All; a topic filter. */
export function ViewTab() {
  const [page, setPage] = useState(1);
  const [topicId, setTopicId] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const questions = useAdminQuestions({ page, topicId: showAll ? null : topicId, showAll });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <SelectField
            label="Topic"
            value={topicId === null ? 'all' : String(topicId)}
            disabled={showAll}
            onChange={(e) => {
              // Spec section 4: changing the filter returns to page 1.
              setTopicId(e.target.value === 'all' ? null : Number(e.target.value));
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All Topics' },
              ...adminTopics.map((t) => ({ value: String(t.id), label: t.name })),
            ]}
          />
        </div>
        <Button
          variant="outline"
          aria-pressed={showAll}
          onClick={() => {
            // Spec section 4: show-all clears the topic filter and returns to page 1.
            setShowAll((s) => !s);
            setTopicId(null);
            setPage(1);
          }}
        >
          {showAll ? 'Show Paged' : 'Show All'}
        </Button>
      </div>
      {questions.isError ? (
        <>
          <p className="text-stone-700">No questions found or error loading questions.</p>
          <ErrorState
            title="Failed to fetch questions"
            error={questions.error}
            onRetry={() => void questions.refetch()}
            isRetrying={questions.isFetching}
          />
        </>
      ) : questions.isPending ? (
        <LoadingState label="Loading questions…" />
      ) : questions.data.questions.length === 0 ? (
        <p className="text-stone-700">No questions found or error loading questions.</p>
      ) : (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            {questions.data.pagination.totalCount.toLocaleString('en-US')} questions
            {showAll ? ', 100 a page' : topicId !== null ? ' in this topic' : ''}
          </p>
          <ul className="space-y-3" aria-label="Questions">
            {questions.data.questions.map((q) => (
              <QuestionItem key={q.id} question={q} />
            ))}
          </ul>
          <Pager
            label="Question pages"
            page={questions.data.pagination.page}
            totalPages={questions.data.pagination.totalPages}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
