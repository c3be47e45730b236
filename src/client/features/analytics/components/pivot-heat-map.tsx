import { cn } from '@client/lib/cn';
import type { PivotRow } from '@shared/contracts/analytics';
import { areas } from '@shared/domain/areas';
import { heatLevel } from '@shared/domain/limits';
import { ScrollRegion } from './scroll-region';

type Level = ReturnType<typeof heatLevel>;

/** Spec section 9's heat levels by share of the largest cell, with colours that keep the count readable. */
const levels: { level: Level; label: string; range: string; className: string }[] = [
  { level: 'none', label: 'None', range: '0', className: 'bg-white text-stone-500' },
  { level: 'low', label: 'Low', range: 'up to 20%', className: 'bg-amber-100 text-stone-900' },
  { level: 'medium', label: 'Medium', range: '21–40%', className: 'bg-amber-300 text-stone-950' },
  { level: 'high', label: 'High', range: '41–60%', className: 'bg-orange-400 text-stone-950' },
  { level: 'very-high', label: 'Very high', range: '61–80%', className: 'bg-orange-700 text-white' },
  { level: 'maximum', label: 'Maximum', range: '81–100%', className: 'bg-red-800 text-white' },
];
const styleOf = (l: Level) => levels.find((x) => x.level === l)!;

/** The pivot of question counts by state and topic, as a table whose cells are shaded as a heat map. */
export function PivotHeatMap({ rows }: { rows: PivotRow[] }) {
  const topics = [
    ...areas.map((a) => a.title as string),
    ...new Set(rows.map((r) => r.topic_name).filter((t) => !areas.some((a) => a.title === t))),
  ];
  const states = [...new Set(rows.map((r) => r.state_code))].sort((a, b) =>
    a === 'Universal' ? -1 : b === 'Universal' ? 1 : a.localeCompare(b),
  );
  const cell = new Map(rows.map((r) => [`${r.state_code}|${r.topic_name}`, r.question_count]));
  const max = Math.max(0, ...rows.map((r) => r.question_count));
  const total = rows.reduce((s, r) => s + r.question_count, 0);

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2 text-xs" aria-label="Heat map legend: share of the largest cell">
        {levels.map((l) => (
          <li
            key={l.level}
            className={cn('rounded-md border border-stone-300 px-2 py-1 font-semibold', l.className)}
          >
            {l.label} ({l.range})
          </li>
        ))}
      </ul>
      <ScrollRegion
        label="Questions by state and topic table"
        className="max-h-[32rem] rounded-xl border border-stone-300"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            Questions in service by state and topic ({total} in all; the largest cell has {max})
          </caption>
          <thead className="sticky top-0 z-10 bg-stone-100">
            <tr>
              <th scope="col" className="sticky left-0 bg-stone-100 p-2 text-left">
                State
              </th>
              {topics.map((t) => (
                <th key={t} scope="col" className="min-w-28 p-2 text-left font-semibold">
                  {t}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {states.map((s) => (
              <tr key={s} className="border-t border-stone-200">
                <th scope="row" className="sticky left-0 bg-white p-2 text-left font-semibold">
                  {s}
                </th>
                {topics.map((t) => {
                  const n = cell.get(`${s}|${t}`) ?? 0;
                  const level = heatLevel(n, max);
                  return (
                    <td
                      key={t}
                      className={cn('p-2 text-right tabular-nums', styleOf(level).className)}
                      title={`${s}, ${t}: ${n} (${styleOf(level).label})`}
                    >
                      {n}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
