import { cn } from '@client/lib/cn';
import { type ButtonHTMLAttributes, forwardRef } from 'react';

const variants = {
  primary: 'bg-green-800 text-white hover:bg-green-900 focus-visible:outline-green-800',
  secondary: 'bg-amber-100 text-green-950 hover:bg-amber-200 focus-visible:outline-amber-600',
  outline:
    'border border-green-800 text-green-900 bg-white hover:bg-green-50 focus-visible:outline-green-800',
  ghost: 'text-green-900 hover:bg-green-50 focus-visible:outline-green-800',
  /** A ghost button in body-text grey (a secondary action such as "Report a problem"). */
  quiet: 'text-stone-700 hover:bg-green-50 focus-visible:outline-green-800',
  destructive: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
} as const;
const sizes = {
  sm: 'h-9 px-3 text-sm',
  /** `sm`'s height with less side padding (an icon-only toolbar button). */
  smTight: 'h-9 px-2 text-sm',
  md: 'h-11 px-4',
  lg: 'h-12 px-6 text-lg',
  icon: 'h-11 w-11',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/**
 * A button's classes. `className` adds classes (margins, width, flex); colours and size come from
 * `variant` and `size` (classes are joined, not merged: a second padding or colour would not win).
 * `wrap`: a long label may wrap onto more lines (centred) instead of staying on one.
 */
export const buttonClasses = (
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
  { wrap = false }: { wrap?: boolean } = {},
) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
    wrap ? 'whitespace-normal' : 'whitespace-nowrap',
    variants[variant],
    sizes[size],
    className,
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
