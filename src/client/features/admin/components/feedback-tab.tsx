import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useAdminFeedback } from '@client/features/admin/api/get-admin-feedback';
import { useSetFeedbackDisplay } from '@client/features/admin/api/set-feedback-display';
import { dateTime } from '@client/features/admin/lib/labels';
import { type AdminFeedbackItem, TESTIMONIALS_MIN_SHOWN } from '@shared/contracts/feedback';
import { useState } from 'react';
import { Pager } from './pager';

function FeedbackEntry({ item }: { item: AdminFeedbackItem }) {
  const setDisplay = useSetFeedbackDisplay();
  const label = `feedback ${item.id} from ${item.displayName}`;
  return (
    <li className="space-y-2 rounded-xl border border-stone-300 bg-white p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-green-950">
          {item.rating} of 5 <span aria-hidden>{'★'.repeat(item.rating)}</span>
        </span>
        {item.approvedForDisplay && <Badge>Shown on the landing page</Badge>}
      </p>
      <blockquote className="whitespace-pre-wrap break-words text-base text-stone-900">
        {item.feedback}
      </blockquote>
      {item.mostHelpful && <p className="text-stone-800">Most helpful: {item.mostHelpful}</p>}
      {item.suggestions && <p className="text-stone-800">Suggestions: {item.suggestions}</p>}
      <p className="text-stone-700">
        <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time> ·{' '}
        {item.author ? `${item.author.name} (${item.author.email})` : 'a guest or deleted account'} · shown as
        “{item.displayName}”
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant={item.approvedForDisplay ? 'outline' : 'primary'}
          aria-label={`${item.approvedForDisplay ? 'Withdraw' : 'Approve'} ${label} ${item.approvedForDisplay ? 'from' : 'for'} display`}
          disabled={setDisplay.isPending}
          onClick={() => setDisplay.mutate({ id: item.id, approved: !item.approvedForDisplay })}
        >
          {item.approvedForDisplay ? 'Withdraw from display' : 'Approve for display'}
        </Button>
        {setDisplay.isError && (
          <p role="alert" className="text-red-700">
            Not saved: {setDisplay.error.message}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Learners' feedback, newest first. An admin approves an item for display as a testimonial on the
 * landing page (first name only); every approval and withdrawal is in the audit log.
 */
export function FeedbackTab() {
  const [page, setPage] = useState(1);
  const feedback = useAdminFeedback(page);
  if (feedback.isError)
    return (
      <ErrorState
        title="We couldn't load the feedback"
        error={feedback.error}
        onRetry={() => void feedback.refetch()}
        isRetrying={feedback.isFetching}
      />
    );
  if (feedback.isPending) return <LoadingState label="Loading feedback…" />;
  const { items, totalPages, total, approvedCount } = feedback.data;
  return (
    <div className="space-y-3">
      <p className="text-stone-800" aria-live="polite">
        {total} feedback {total === 1 ? 'item' : 'items'}; {approvedCount} approved for display.{' '}
        {approvedCount < TESTIMONIALS_MIN_SHOWN
          ? `The landing page shows testimonials once ${TESTIMONIALS_MIN_SHOWN} are approved.`
          : 'The landing page rotates through them.'}
      </p>
      {items.length === 0 ? (
        <p className="text-stone-700">No feedback yet.</p>
      ) : (
        <ol className="space-y-2" aria-label="Feedback, newest first">
          {items.map((item) => (
            <FeedbackEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
      {totalPages > 1 && (
        <Pager page={page} totalPages={totalPages} onPage={setPage} label="Feedback pages" />
      )}
    </div>
  );
}
