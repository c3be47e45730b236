import { cn } from '@client/lib/cn';
import type { HTMLAttributes } from 'react';

/** A card's border and background; a caller picks one rather than overriding the default's classes. */
const tones = {
  plain: 'border-amber-200 bg-white',
  selected: 'border-green-700 bg-white',
  tint: 'border-amber-200 bg-amber-50/60',
  note: 'border-amber-300 bg-amber-50',
  noteTint: 'border-amber-300 bg-amber-50/60',
  success: 'border-green-200 bg-green-50',
  danger: 'border-red-200 bg-red-50',
} as const;

export type CardTone = keyof typeof tones;

/**
 * `className` adds classes (layout, spacing, text); the border and background come from `tone` and the
 * padding from `padding` (classes are joined, not merged: a second padding class would not win).
 */
export function Card({
  className,
  tone = 'plain',
  padding = 'p-5',
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: CardTone; padding?: string }) {
  return <div className={cn('rounded-2xl border shadow-sm', tones[tone], padding, className)} {...props} />;
}
