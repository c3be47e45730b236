import { CloudOff, RefreshCw, TriangleAlert } from '@client/components/ui/icons';
import { useOnline, usePendingCount, useRefusedItems } from '@client/lib/offline/use-connection';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The one offline indicator, under the header on every screen: offline (and what waits to sync),
 * syncing once the connection is back, and anything the server refused at the last sync.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const pending = usePendingCount();
  const refused = useRefusedItems();
  if (!online)
    return (
      <div role="status" className="border-b border-stone-300 bg-stone-800 text-white">
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <CloudOff className="h-4 w-4 shrink-0" aria-hidden />
          <span>
            <strong>You're offline.</strong> Quick Hits, Smart Review, flashcards and your saved pages still
            work
            {pending > 0 ? `; ${plural(pending, 'item waits', 'items wait')} to sync.` : '.'}
          </span>
        </p>
      </div>
    );
  if (pending > 0)
    return (
      <div role="status" className="border-b border-amber-200 bg-amber-100 text-amber-950">
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <RefreshCw className="h-4 w-4 shrink-0 motion-safe:animate-spin" aria-hidden />
          Syncing {plural(pending, 'item', 'items')} studied offline…
        </p>
      </div>
    );
  if (refused.length > 0)
    return (
      <div role="status" className="border-b border-red-200 bg-red-50 text-red-900">
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
          {plural(refused.length, 'item', 'items')} studied offline could not be counted:{' '}
          {refused[0]?.error?.message}
        </p>
      </div>
    );
  return null;
}
