import { premiumPerks } from '@shared/domain/plans';
import { Check } from 'lucide-react';

/** What Premium adds, as a checked list (the guide page and the plans page). */
export function PremiumPerks() {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {premiumPerks.map((p) => (
        <li key={p} className="flex items-start gap-2">
          <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
          {p}
        </li>
      ))}
    </ul>
  );
}
