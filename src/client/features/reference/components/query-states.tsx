import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/api-client';

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-32 items-center justify-center p-4 text-stone-700">
      <span
        aria-hidden
        className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-green-800 border-t-transparent motion-reduce:animate-none"
      />
      {label}
    </div>
  );
}

/** A failed fetch: the title, the server's words, and Retry. */
export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
        <div className="min-w-0">
          <p className="font-semibold text-red-900">{title}</p>
          <p className="mt-1 wrap-break-word text-sm text-red-900">{describeError(error)}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
