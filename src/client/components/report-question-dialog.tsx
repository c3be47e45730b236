import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/field';
import { Flag } from '@client/components/ui/icons';
import { useReportQuestion } from '@client/lib/api/report-question';
import { ApiError, describeError } from '@client/lib/api-client';
import {
  REPORT_NOTE_MAX,
  type ReportReason,
  reportReasonLabels,
  reportReasons,
} from '@shared/domain/report-reasons';
import { type FormEvent, useId, useState } from 'react';

/**
 * The report dialog and its trigger, loaded the first time a learner asks to report (see
 * ReportQuestionButton): a reason (wrong answer, unclear, outdated for my state, typo, or something
 * else in the learner's words). Once per question; fixes appear on /corrections.
 */
export function ReportQuestionDialog({
  questionId,
  className,
  defaultOpen = false,
}: {
  questionId: string;
  className: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const report = useReportQuestion();
  const groupId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError('Choose what is wrong.');
    if (reason === 'other' && !note.trim()) return setError('Say what is wrong in a few words.');
    setError(null);
    report.mutate(
      { questionId, reason, note },
      {
        onSuccess: (r) => setDone(r.message),
        onError: (err) =>
          err instanceof ApiError && err.status === 409
            ? setDone('You already reported this question. Thank you!')
            : setError(describeError(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" className={className}>
          <Flag className="h-4 w-4" aria-hidden />
          {done ? 'Reported' : 'Report a problem'}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Report a problem with this question"
        description="An editor checks every report. Fixed questions are listed on the corrections page."
      >
        {done ? (
          <div className="space-y-4">
            <p role="status" className="text-stone-800">
              {done}
            </p>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </div>
        ) : (
          // Keys typed here are the form's, not the quiz's shortcuts (1 to 4, Enter).
          <form onSubmit={submit} onKeyDown={(e) => e.stopPropagation()} className="space-y-4" noValidate>
            <fieldset>
              <legend className="text-sm font-semibold text-stone-800">What is wrong?</legend>
              <div className="mt-2 space-y-2">
                {reportReasons.map((r) => (
                  <label
                    key={r}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-300 px-3"
                  >
                    <input
                      type="radio"
                      name={groupId}
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                      className="h-4 w-4 accent-green-800"
                    />
                    <span className="first-letter:uppercase">{reportReasonLabels[r]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField
              label={reason === 'other' ? 'What is wrong? (required)' : 'Anything to add? (optional)'}
              value={note}
              maxLength={REPORT_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
            />
            {error && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
