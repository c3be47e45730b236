import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/field';
import { useEditQuestion } from '@client/features/admin/api/edit-question';
import { useRetireQuestion } from '@client/features/admin/api/retire-question';
import {
  difficultyLabel,
  toastFailure,
  toastSuccess,
  topicName,
  typeLabel,
} from '@client/features/admin/lib/labels';
import type { AdminQuestion } from '@shared/contracts/admin';
import { type FormEvent, useState } from 'react';
import { QuestionEditForm } from './question-edit-form';

/** One question of the View list: its labels, expandable details, Edit and Retire. */
export function QuestionItem({ question: q }: { question: AdminQuestion }) {
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const [reason, setReason] = useState('');
  const edit = useEditQuestion();
  const retire = useRetireQuestion();
  const detailsId = `q-${q.id}`;

  const submitRetire = (e: FormEvent) => {
    e.preventDefault();
    retire.mutate(
      { id: q.id, reason },
      {
        onSuccess: (r) => {
          toastSuccess('Question Retired!', r.message);
          setRetiring(false);
        },
        onError: (err) => toastFailure('Retire Failed', err),
      },
    );
  };

  return (
    <li className="rounded-xl border border-stone-300 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone="stone">{typeLabel(q.type)}</Badge>
        <Badge>{topicName(q.topicId)}</Badge>
        <Badge tone="amber">
          {q.difficulty} {difficultyLabel(q.difficulty)}
        </Badge>
        <Badge tone="stone">{q.stateCode ?? 'Universal'}</Badge>
        {q.retiredAt && <Badge tone="red">Retired</Badge>}
      </div>
      <p className="mt-2 font-semibold text-stone-900">{q.question}</p>
      <p className="mt-1 break-all text-xs text-stone-600">
        {q.id} · {q.source}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((x) => !x)}
        >
          {expanded ? 'Hide details' : 'Details'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {!q.retiredAt && (
          <Button variant="outline" size="sm" onClick={() => setRetiring(true)}>
            Retire
          </Button>
        )}
      </div>
      {expanded && (
        <div id={detailsId} className="mt-3 space-y-2 text-sm">
          <ol className="list-[upper-alpha] space-y-1 pl-6">
            {q.options.map((o, i) => (
              <li key={o} className={i === q.answerIndex ? 'font-semibold text-green-800' : undefined}>
                {o}
                {i === q.answerIndex && ' (correct)'}
              </li>
            ))}
          </ol>
          <p>
            <span className="font-semibold">Explanation:</span> {q.explanation}
          </p>
          {q.memoryHint && (
            <p>
              <span className="font-semibold">Memory hint:</span> {q.memoryHint}
            </p>
          )}
          {q.funFact && (
            <p>
              <span className="font-semibold">Fun fact:</span> {q.funFact}
            </p>
          )}
          <p className="text-stone-600">Concept: {q.conceptId ?? 'none'}</p>
        </div>
      )}
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent title="Edit question" description={q.id} width="max-w-2xl">
          <QuestionEditForm
            question={q}
            reasonRequired={false}
            pending={edit.isPending}
            submitLabel="Save question"
            onSubmit={(fields, publicReason) =>
              edit.mutate(
                { id: q.id, question: fields, ...(publicReason ? { publicReason } : {}) },
                {
                  onSuccess: (r) => {
                    toastSuccess('Question Saved!', r.message);
                    setEditing(false);
                  },
                  onError: (err) => toastFailure('Save Failed', err),
                },
              )
            }
          />
        </DialogContent>
      </Dialog>
      <Dialog open={retiring} onOpenChange={setRetiring}>
        <DialogContent
          title="Retire question"
          description="A retired question is never served again; learners' answers keep their history. The reason is shown on the corrections page."
        >
          <form onSubmit={submitRetire} className="space-y-3">
            <TextAreaField label="Why" value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
            <Button
              type="submit"
              variant="destructive"
              disabled={retire.isPending || reason.trim().length < 3}
            >
              {retire.isPending ? 'Retiring…' : 'Retire question'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </li>
  );
}
