import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useUser } from '@client/lib/api/get-user';
import { cn } from '@client/lib/cn';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

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
  return <LoadingState label={label} className="min-h-24 p-2" />;
}

export function PanelError(props: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return <ErrorState {...props} className="rounded-xl p-3" />;
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
