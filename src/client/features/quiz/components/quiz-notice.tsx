import { cn } from '@client/lib/cn';

export type QuizNoticeValue = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

/**
 * The round's last word (answer missing, response recorded, saved offline, refused), shown in the
 * flow below the buttons. The live region is always there, so a screen reader hears each new notice.
 */
export function QuizNotice({ notice }: { notice: QuizNoticeValue | null }) {
  return (
    <div role="status" aria-live="polite" className="mt-3 empty:hidden">
      {notice && (
        <p
          className={cn(
            'rounded-lg px-3 py-2 text-sm',
            notice.variant === 'destructive'
              ? 'border border-red-300 bg-red-50 text-red-900'
              : 'border border-green-200 bg-green-50 text-green-950',
          )}
        >
          <span className="font-semibold">{notice.title}</span>
          {notice.description && <span> {notice.description}</span>}
        </p>
      )}
    </div>
  );
}
