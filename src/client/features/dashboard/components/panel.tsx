import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUser } from '../../user/api/get-user';

/** A dashboard panel: a card-styled section named by its heading. */
export function Panel({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-green-950">
        {Icon && <Icon className="h-5 w-5 shrink-0 text-green-800" aria-hidden />}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-24 items-center justify-center gap-3 p-2 text-stone-700">
      <span
        aria-hidden
        className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-green-800 border-t-transparent motion-reduce:animate-none"
      />
      {label}
    </div>
  );
}

export function PanelError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <div className="flex min-w-0 items-start gap-2">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
        <div className="min-w-0">
          <p className="font-semibold text-red-900">{title}</p>
          <p className="mt-1 wrap-break-word text-sm text-red-900">{describeError(error)}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}

/**
 * The states of a learner's query inside a panel: loading (also while the guest account is being
 * made), an error with Retry (for the learner record or the query itself), or the data.
 */
export function LearnerQuery<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  const user = useUser();
  if (user.isError) {
    return (
      <PanelError
        title={errorTitle}
        error={user.error}
        onRetry={() => user.refetch()}
        isRetrying={user.isFetching}
      />
    );
  }
  if (query.isError) {
    return (
      <PanelError
        title={errorTitle}
        error={query.error}
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.isPending) return <PanelLoading label={loadingLabel} />;
  return <>{children(query.data)}</>;
}
