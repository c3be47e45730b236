import { TriangleAlert } from '@client/components/ui/icons';
import { useUser } from '@client/lib/api/get-user';
import { describeError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';

/** Shared loading and error states for screens and panels that fetch. */
export function LoadingState({
  label = 'Loading…',
  box = 'min-h-32 p-4',
  className,
}: {
  label?: string;
  /** Its height and padding. */
  box?: string;
  /** Adds classes (margins); the height and padding come from `box`. */
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center text-stone-700', box, className)}>
      <span
        aria-hidden
        className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-green-800 border-t-transparent motion-reduce:animate-none"
      />
      {label}
    </div>
  );
}

/** A failed fetch: what went wrong in plain words and a Retry button. */
export function ErrorState({
  title = 'We could not load this.',
  error,
  onRetry,
  isRetrying = false,
  compact = false,
  className,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Inside a panel: a smaller radius and padding. */
  compact?: boolean;
  /** Adds classes (margins). */
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 border border-red-200 bg-red-50',
        compact ? 'rounded-xl p-3' : 'rounded-2xl p-4',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
        <div>
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
 * The one view of a query's states: loading, an error with Retry, or the data. With `forLearner`
 * it also waits for the learner's record (made on first visit for a guest) and shows its error.
 * `compact` sizes the states for a panel rather than a whole screen.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  errorTitle,
  forLearner = false,
  compact = false,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  forLearner?: boolean;
  compact?: boolean;
  children: (data: T) => ReactNode;
}) {
  const user = useUser();
  const failed = forLearner && user.isError ? user : query.isError ? query : null;
  if (failed)
    return (
      <ErrorState
        title={errorTitle}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
        compact={compact}
      />
    );
  if (query.isPending)
    return <LoadingState label={loadingLabel} box={compact ? 'min-h-24 p-2' : undefined} />;
  return <>{children(query.data as T)}</>;
}
