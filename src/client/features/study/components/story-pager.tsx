import { Button } from '@client/components/ui/button';
import { ChevronLeft, ChevronRight } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';

/** Previous / 'x of N' / Next. Previous is disabled on the first story and Next on the last. */
export function StoryPager({
  index,
  total,
  onChange,
  className,
}: {
  index: number;
  total: number;
  onChange: (index: number) => void;
  className?: string;
}) {
  return (
    <nav aria-label="Stories" className={cn('flex items-center justify-between gap-2', className)}>
      <Button variant="outline" disabled={index <= 0} onClick={() => onChange(index - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm font-semibold text-stone-800">
        {index + 1} of {total}
      </p>
      <Button variant="outline" disabled={index >= total - 1} onClick={() => onChange(index + 1)}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
