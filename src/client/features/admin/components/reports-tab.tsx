import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/field';
import { QueryView } from '@client/components/ui/query-states';
import { useReports } from '@client/features/admin/api/get-reports';
import { useResolveReports } from '@client/features/admin/api/resolve-reports';
import { dateTime, toastFailure, toastSuccess } from '@client/features/admin/lib/labels';
import type { ReportGroup } from '@shared/contracts/reports';
import { reportReasonLabels } from '@shared/domain/report-reasons';
import { type FormEvent, useState } from 'react';
import { QuestionEditForm } from './question-edit-form';

type Action = 'fix' | 'reject' | 'retire';

function ReportCard({ group: g }: { group: ReportGroup }) {
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const resolve = useResolveReports();
  const q = g.question;
  const done = {
    onSuccess: (r: { message: string }) => {
      toastSuccess('Reports Resolved!', r.message);
      setAction(null);
      setReason('');
    },
    onError: (err: unknown) => toastFailure('Resolve Failed', err),
  };
  const submitReason = (e: FormEvent) => {
    e.preventDefault();
    if (action === 'reject' || action === 'retire')
      resolve.mutate({ questionId: q.id, body: { action, reason } }, done);
  };

  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="red">
          {g.count} report{g.count === 1 ? '' : 's'}
        </Badge>
        {g.reasons.map((r) => (
          <Badge key={r.reason} tone="stone">
            {reportReasonLabels[r.reason]} × {r.count}
          </Badge>
        ))}
      </div>
      <p className="mt-2 font-semibold text-stone-900">{q.question}</p>
      <p className="mt-1 text-sm text-stone-700">
        Keyed answer: <span className="font-semibold">{q.correctAnswer}</span>
      </p>
      <p className="mt-1 break-all text-xs text-stone-600">
        {q.id} · last reported {dateTime.format(new Date(g.lastReportedAt))}
      </p>
      {g.notes.length > 0 && (
        <ul
          className="mt-2 space-y-1 border-l-4 border-amber-300 pl-3 text-sm text-stone-800"
          aria-label="Learners' notes"
        >
          {g.notes.map((n) => (
            <li key={`${n.at}-${n.note}`}>
              “{n.note}” <span className="text-stone-600">({reportReasonLabels[n.reason]})</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setAction('fix')}>
          Fix question
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('reject')}>
          Reject
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('retire')}>
          Retire
        </Button>
      </div>
      <Dialog open={action === 'fix'} onOpenChange={(o) => !o && setAction(null)}>
        <DialogContent title="Fix reported question" description={q.id} width="max-w-2xl">
          <QuestionEditForm
            question={q}
            reasonRequired
            pending={resolve.isPending}
            submitLabel="Save fix"
            onSubmit={(fields, why) =>
              resolve.mutate(
                { questionId: q.id, body: { action: 'fix', reason: why, question: fields } },
                done,
              )
            }
          />
        </DialogContent>
      </Dialog>
      <Dialog open={action === 'reject' || action === 'retire'} onOpenChange={(o) => !o && setAction(null)}>
        <DialogContent
          title={action === 'retire' ? 'Retire reported question' : 'Reject reports'}
          description={
            action === 'retire'
              ? 'The question is never served again; the reason is shown on the corrections page.'
              : 'The question stays as it is; the reports are closed with your reason.'
          }
        >
          <form onSubmit={submitReason} className="space-y-3">
            <TextAreaField label="Why" value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
            <Button
              type="submit"
              variant={action === 'retire' ? 'destructive' : 'primary'}
              disabled={resolve.isPending || reason.trim().length < 3}
            >
              {action === 'retire' ? 'Retire question' : 'Reject reports'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/** Reports: learners' open reports grouped by question, most reported first. */
export function ReportsTab() {
  const reports = useReports();
  return (
    <QueryView
      query={reports}
      loadingLabel="Loading reports…"
      errorTitle="We couldn't load the reports"
      compact
    >
      {(r) =>
        r.groups.length === 0 ? (
          <p className="text-stone-700">
            No open reports. Resolved fixes are listed on the corrections page.
          </p>
        ) : (
          <div className="space-y-3">
            <p className="text-stone-700">
              {r.openReports} open report{r.openReports === 1 ? '' : 's'} on {r.groups.length} question
              {r.groups.length === 1 ? '' : 's'}
            </p>
            {r.groups.map((g) => (
              <ReportCard key={g.question.id} group={g} />
            ))}
          </div>
        )
      }
    </QueryView>
  );
}
