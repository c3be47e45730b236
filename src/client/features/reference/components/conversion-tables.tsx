import type { MathReferenceResponse } from '@shared/contracts/reference';

const captions: Record<MathReferenceResponse['conversions'][number]['group'], string> = {
  area: 'Area',
  length: 'Length',
  volume: 'Volume',
  land: 'Land (rectangular survey)',
};

/** The quick-reference conversion tables: real tables with captions, scrolling inside their own box if ever too wide. */
export function ConversionTables({ conversions }: { conversions: MathReferenceResponse['conversions'] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {conversions.map((group) => (
        <div
          key={group.group}
          className="min-w-0 overflow-x-auto rounded-2xl border border-amber-200 bg-white shadow-sm"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-left text-base font-bold text-green-950">
              {captions[group.group]}
            </caption>
            <thead>
              <tr className="text-xs uppercase tracking-wide text-stone-600">
                <th scope="col" className="px-4 py-2 font-semibold">
                  Unit
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Equals
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={`${row.unit}-${row.equals}`} className="border-t border-amber-100">
                  <th scope="row" className="px-4 py-2 align-top font-semibold text-stone-900">
                    {row.unit}
                  </th>
                  <td className="px-4 py-2 align-top text-stone-800">{row.equals}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
