import { cn } from '@client/lib/cn';
import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

const control =
  'w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-green-800 aria-[invalid=true]:border-red-700';

type FieldProps = { label: string; error?: string | null; hint?: string };

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldProps>(
  function TextField({ label, error, hint, className, id, ...props }, ref) {
    const auto = useId();
    const inputId = id ?? auto;
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
          {label}
        </label>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
          className={cn(control, 'h-11', className)}
          {...props}
        />
        {hint && !error && (
          <p id={`${inputId}-hint`} className="text-sm text-stone-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextAreaField({ label, error, className, id, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        className={cn(control, className)}
        {...props}
      />
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
});
