import { cn } from '@client/lib/cn';
import type { HTMLAttributes } from 'react';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-2xl border border-amber-200 bg-white p-5 shadow-sm', className)} {...props} />
  );
}
