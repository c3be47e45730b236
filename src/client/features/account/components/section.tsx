import { Card } from '@client/components/ui/card';
import type { ReactNode } from 'react';

/** One titled part of the account page. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region" className="space-y-4">
      <div>
        <h2 id={id} className="text-xl font-bold text-green-950">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-stone-700">{intro}</p>}
      </div>
      {children}
    </Card>
  );
}

export function Saved({ message }: { message: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-green-800">
      {message}
    </p>
  );
}
