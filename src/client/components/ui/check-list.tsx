import { Check } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';

/** A list whose items each carry a check mark (what a plan or Premium includes); `grid`: two columns from sm. */
export function CheckList({
  items,
  grid = false,
  className,
}: {
  items: readonly string[];
  grid?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn(grid ? 'grid gap-2 sm:grid-cols-2' : 'space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
