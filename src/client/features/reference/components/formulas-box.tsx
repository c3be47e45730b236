import { Sigma } from '@client/components/ui/icons';
import type { MathReferenceResponse } from '@shared/contracts/reference';
import { useId } from 'react';

/** The essential formulas, each with the note that keeps it from going wrong. */
export function FormulasBox({ formulas }: { formulas: MathReferenceResponse['formulas'] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-green-800/20 bg-green-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-green-950">
        <Sigma className="h-5 w-5 text-green-800" aria-hidden />
        Essential Formulas
      </h2>
      <dl className="mt-3 grid gap-3 md:grid-cols-2">
        {formulas.map((f) => (
          <div key={f.name} className="min-w-0 rounded-xl bg-white p-3 shadow-sm">
            <dt className="font-semibold text-green-950">{f.name}</dt>
            <dd className="mt-1 wrap-break-word rounded-md bg-stone-50 px-2 py-1 font-mono text-sm text-stone-900">
              {f.formula}
            </dd>
            {f.note && <dd className="mt-1 text-sm text-stone-700">{f.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
