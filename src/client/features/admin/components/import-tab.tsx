import { Button } from '@client/components/ui/button';
import { TextAreaField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { useDownloadTemplate } from '@client/features/admin/api/download-template';
import { useImportCsv } from '@client/features/admin/api/import-csv';
import { useImportJson } from '@client/features/admin/api/import-json';
import { importProblems, toastFailure, toastSuccess } from '@client/features/admin/lib/labels';
import { CSV_COLUMNS, IMPORT_MAX_ROWS, type ImportProblem } from '@shared/contracts/admin';
import { type ChangeEvent, useState } from 'react';

/** Import CSV / Import JSON: paste or pick a file; all or nothing; every bad row and field listed. */
export function ImportTab({ kind }: { kind: 'csv' | 'json' }) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const csv = useImportCsv();
  const json = useImportJson();
  const mutation = kind === 'csv' ? csv : json;
  const template = useDownloadTemplate();
  const label = kind === 'csv' ? 'CSV' : 'JSON';

  const pickFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) setText(await file.text());
  };
  const submit = () =>
    mutation.mutate(text, {
      onSuccess: (r) => {
        setProblems([]);
        setText('');
        toastSuccess(kind === 'csv' ? 'CSV Imported!' : 'JSON Imported!', r.message);
      },
      onError: (err) => {
        setProblems(importProblems(err));
        toastFailure('Import Failed', err);
      },
    });

  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        {kind === 'csv'
          ? `One question a row, with the template's columns: ${CSV_COLUMNS.join(', ')}. The answer is the letter of the right option (A to D).`
          : 'A list of questions, or a content file ({"area": ..., "questions": [...]}), in the same fields as the files under content/.'}{' '}
        Up to {IMPORT_MAX_ROWS} questions; if any row is wrong, nothing is imported.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="text-sm font-semibold text-stone-800">
          Choose a {label} file{' '}
          <input
            type="file"
            accept={kind === 'csv' ? '.csv,text/csv' : '.json,application/json'}
            onChange={(e) => void pickFile(e)}
            className="mt-1 block text-sm font-normal"
          />
        </label>
        {kind === 'csv' && (
          <Button
            variant="outline"
            size="sm"
            disabled={template.isPending}
            onClick={() =>
              template.mutate(undefined, {
                onError: () =>
                  toast({
                    title: 'Download Failed',
                    description: 'Could not download template',
                    variant: 'destructive',
                  }),
              })
            }
          >
            Download Template
          </Button>
        )}
      </div>
      <TextAreaField
        label={`${label} content`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={10}
        className="font-mono text-sm"
        spellCheck={false}
      />
      <Button onClick={submit} disabled={!text.trim() || mutation.isPending}>
        {mutation.isPending ? 'Importing…' : `Import ${label}`}
      </Button>
      {problems.length > 0 && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3">
          <p className="font-semibold text-red-900">
            Nothing was imported. Fix{' '}
            {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`}:
          </p>
          <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto text-sm text-red-900">
            {problems.map((p) => (
              <li key={`${p.row}-${p.column}-${p.message}`}>
                {p.row > 0 ? `Row ${p.row}` : 'File'}
                {p.column ? `, ${p.column}` : ''}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
