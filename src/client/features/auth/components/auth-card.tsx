import { Card } from '@client/components/ui/card';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-green-950">{title}</h1>
      <p className="mt-1 text-stone-700">{intro}</p>
      <Card className="mt-4">{children}</Card>
      <p className="mt-4 text-center text-stone-700">{footer}</p>
    </div>
  );
}

export { FormError } from '@client/components/ui/form-error';
