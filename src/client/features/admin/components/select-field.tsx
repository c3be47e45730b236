import { Field } from '@client/components/ui/field';
import type { SelectHTMLAttributes } from 'react';

/** A labelled native select (keyboard and screen-reader friendly on every phone). */
export function SelectField({
  label,
  options,
  hint,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          {...props}
          className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-stone-900 focus-visible:outline-2 focus-visible:outline-green-800 disabled:opacity-50"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
