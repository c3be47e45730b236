import { cn } from '@client/lib/cn';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

const controlClass =
  'w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-green-800 aria-[invalid=true]:border-red-700';

type FieldProps = { label: string; error?: string | null; hint?: string };
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The one labelled form field: label, the control, then its hint or its error, with the control
 * pointing at whichever is shown (aria-describedby) and marked invalid on error.
 */
export function Field({
  label,
  error,
  hint,
  id,
  children,
}: FieldProps & { id?: string; children: (control: ControlProps) => ReactNode }) {
  const auto = useId();
  const controlId = id ?? auto;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={controlId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={`${controlId}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldProps>(
  function TextField({ label, error, hint, className, id, ...props }, ref) {
    return (
      <Field label={label} error={error} hint={hint} id={id}>
        {(control) => (
          <input ref={ref} className={cn(controlClass, 'h-11', className)} {...control} {...props} />
        )}
      </Field>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextAreaField({ label, error, hint, className, id, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <textarea ref={ref} className={cn(controlClass, className)} {...control} {...props} />}
    </Field>
  );
});
