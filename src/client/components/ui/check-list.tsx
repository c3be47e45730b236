import { cn } from '@client/lib/cn';
import { Check } from 'lucide-react';

/** A list whose items each carry a check mark (what a plan or Premium includes). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
