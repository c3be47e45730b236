import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useAudit } from '@client/features/admin/api/get-audit';
import { dateTime } from '@client/features/admin/lib/labels';
import { useState } from 'react';
import { Pager } from './pager';

const show = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v, null, 2));

/** Audit log: every admin change and destructive call (who, when, before, after), newest first. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  if (audit.isError)
    return (
      <ErrorState
        title="We couldn't load the audit log"
        error={audit.error}
        onRetry={() => void audit.refetch()}
        isRetrying={audit.isFetching}
      />
    );
  if (audit.isPending) return <LoadingState label="Loading the audit log…" />;
  const { entries, totalPages, currentPage } = audit.data;
  if (!entries.length) return <p className="text-stone-700">No admin changes yet.</p>;
  return (
    <div className="space-y-3">
      <ol className="space-y-2" aria-label="Audit log, newest first">
        {entries.map((e) => {
          const before = show(e.before);
          const after = show(e.after);
          return (
            <li key={e.id} className="rounded-xl border border-stone-300 bg-white p-3 text-sm">
              <p>
                <span className="font-semibold text-green-950">{e.action}</span>
                {e.targetId && <span className="break-all text-stone-700"> · {e.targetId}</span>}
              </p>
              <p className="text-stone-700">
                <time dateTime={e.at}>{dateTime.format(new Date(e.at))}</time> by {e.actorEmail ?? e.actorId}
              </p>
              {e.reason && <p className="mt-1">Why: {e.reason}</p>}
              {(before || after) && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold text-green-900">Before and after</summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    {before && (
                      <div>
                        <p className="font-semibold">Before</p>
                        <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-stone-100 p-2 text-xs">
                          {before}
                        </pre>
                      </div>
                    )}
                    {after && (
                      <div>
                        <p className="font-semibold">After</p>
                        <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-stone-100 p-2 text-xs">
                          {after}
                        </pre>
                      </div>
                    )}
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ol>
      <Pager label="Audit log pages" page={currentPage} totalPages={totalPages} onPage={setPage} />
    </div>
  );
}
