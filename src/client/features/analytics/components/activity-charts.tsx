import { Card } from '@client/components/ui/card';
import type { ActivityResponse } from '@shared/contracts/analytics';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { ScrollRegion } from './scroll-region';

const W = 640;
const H = 240;
const m = { top: 12, right: 16, bottom: 36, left: 40 };
const innerW = W - m.left - m.right;
const innerH = H - m.top - m.bottom;
const shortDay = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
/** Whole-number ticks only: counts of answers and learners have no fractions. */
const countTicks = (max: number) => {
  const step = Math.max(1, Math.ceil(max / 4));
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
};
/** Charts keep a readable size on a phone and scroll sideways there. */
const chartClass = 'h-auto w-full min-w-[560px] max-w-3xl';

function AnswersPerDay({ days }: { days: ActivityResponse['days'] }) {
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerW], padding: 0.2 });
  const ticks = countTicks(Math.max(1, ...days.map((d) => d.answers)));
  const y = scaleLinear<number>({ domain: [0, ticks[ticks.length - 1]!], range: [innerH, 0] });
  const total = days.reduce((s, d) => s + d.answers, 0);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={chartClass}
      role="img"
      aria-label={`Answers per day, last 30 days: ${total} in all`}
    >
      <Group left={m.left} top={m.top}>
        <GridRows scale={y} width={innerW} tickValues={ticks} stroke="var(--color-stone-200, #e7e5e4)" />
        {days.map((d) => (
          <Bar
            key={d.day}
            x={x(d.day)}
            y={y(d.answers)}
            width={x.bandwidth()}
            height={innerH - y(d.answers)}
            fill="var(--color-green-800, #166534)"
          >
            <title>{`${d.day}: ${d.answers} answers`}</title>
          </Bar>
        ))}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(v) => String(v)}
          tickLabelProps={{ fontSize: 13, fill: 'var(--color-stone-700, #44403c)' }}
          stroke="var(--color-stone-400, #a8a29e)"
          tickStroke="var(--color-stone-400, #a8a29e)"
        />
        <AxisBottom
          top={innerH}
          scale={x}
          tickValues={days.filter((_, i) => i % 5 === 4).map((d) => d.day)}
          tickFormat={shortDay}
          tickLabelProps={{ fontSize: 13, fill: 'var(--color-stone-700, #44403c)', textAnchor: 'middle' }}
          stroke="var(--color-stone-400, #a8a29e)"
          tickStroke="var(--color-stone-400, #a8a29e)"
        />
      </Group>
    </svg>
  );
}

function LearnersPerDay({ days }: { days: ActivityResponse['days'] }) {
  const x = scalePoint<string>({ domain: days.map((d) => d.day), range: [0, innerW], padding: 0.5 });
  const ticks = countTicks(Math.max(1, ...days.map((d) => d.learners)));
  const y = scaleLinear<number>({ domain: [0, ticks[ticks.length - 1]!], range: [innerH, 0] });
  const peak = Math.max(0, ...days.map((d) => d.learners));
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={chartClass}
      role="img"
      aria-label={`Active learners per day, last 30 days: at most ${peak} on one day`}
    >
      <Group left={m.left} top={m.top}>
        <GridRows scale={y} width={innerW} tickValues={ticks} stroke="var(--color-stone-200, #e7e5e4)" />
        <LinePath
          data={days}
          x={(d) => x(d.day) ?? 0}
          y={(d) => y(d.learners)}
          stroke="var(--color-amber-700, #b45309)"
          strokeWidth={2.5}
        />
        {days.map((d) => (
          <circle key={d.day} cx={x(d.day)} cy={y(d.learners)} r={3} fill="var(--color-amber-700, #b45309)">
            <title>{`${d.day}: ${d.learners} learners`}</title>
          </circle>
        ))}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(v) => String(v)}
          tickLabelProps={{ fontSize: 13, fill: 'var(--color-stone-700, #44403c)' }}
          stroke="var(--color-stone-400, #a8a29e)"
          tickStroke="var(--color-stone-400, #a8a29e)"
        />
        <AxisBottom
          top={innerH}
          scale={x}
          tickValues={days.filter((_, i) => i % 5 === 4).map((d) => d.day)}
          tickFormat={shortDay}
          tickLabelProps={{ fontSize: 13, fill: 'var(--color-stone-700, #44403c)', textAnchor: 'middle' }}
          stroke="var(--color-stone-400, #a8a29e)"
          tickStroke="var(--color-stone-400, #a8a29e)"
        />
      </Group>
    </svg>
  );
}

function AccuracyByTopic({ topics }: { topics: ActivityResponse['topics'] }) {
  const rowH = 26;
  const left = 8;
  const h = topics.length * rowH + 36;
  const labelW = 300;
  const x = scaleLinear<number>({ domain: [0, 100], range: [0, W - labelW - 60] });
  return (
    <svg
      viewBox={`0 0 ${W} ${h}`}
      className={chartClass}
      role="img"
      aria-label={`Accuracy by outline topic: ${topics.map((t) => `${t.title} ${t.percentCorrect}%`).join('; ')}`}
    >
      <Group left={left} top={8}>
        {topics.map((t, i) => (
          <g key={t.topic} transform={`translate(0, ${i * rowH})`}>
            <text
              x={labelW - 8}
              y={rowH / 2 + 4}
              textAnchor="end"
              fontSize={13}
              fill="var(--color-stone-800, #292524)"
            >
              {t.title.length > 38 ? `${t.title.slice(0, 37)}…` : t.title}
            </text>
            <Bar x={labelW} y={4} width={x(100)} height={rowH - 8} fill="var(--color-stone-100, #f5f5f4)" />
            <Bar
              x={labelW}
              y={4}
              width={x(t.percentCorrect)}
              height={rowH - 8}
              fill="var(--color-green-800, #166534)"
            >
              <title>{`${t.title}: ${t.percentCorrect}% of ${t.answers} answers`}</title>
            </Bar>
            <text
              x={labelW + x(100) + 6}
              y={rowH / 2 + 4}
              fontSize={13}
              fill="var(--color-stone-800, #292524)"
            >
              {Math.round(t.percentCorrect)}%
            </text>
          </g>
        ))}
        <AxisBottom
          left={labelW}
          top={topics.length * rowH}
          scale={x}
          tickValues={[0, 25, 50, 75, 100]}
          tickFormat={(v) => `${v}%`}
          tickLabelProps={{ fontSize: 13, fill: 'var(--color-stone-700, #44403c)', textAnchor: 'middle' }}
          stroke="var(--color-stone-400, #a8a29e)"
          tickStroke="var(--color-stone-400, #a8a29e)"
        />
      </Group>
    </svg>
  );
}

/** Learning activity, drawn with visx: answers per day, active learners, accuracy by outline topic. */
export function ActivityCharts({ activity }: { activity: ActivityResponse }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Card>
          <p className="text-sm text-stone-700">Active learners, last 7 days</p>
          <p className="text-3xl font-bold text-green-950">{activity.activeLearners.last7Days}</p>
        </Card>
        <Card>
          <p className="text-sm text-stone-700">Active learners, last 30 days</p>
          <p className="text-3xl font-bold text-green-950">{activity.activeLearners.last30Days}</p>
        </Card>
      </div>
      <figure>
        <figcaption className="mb-1 font-semibold text-green-950">
          Answers per day (UTC, last 30 days)
        </figcaption>
        <ScrollRegion label="Answers per day chart">
          <AnswersPerDay days={activity.days} />
        </ScrollRegion>
      </figure>
      <figure>
        <figcaption className="mb-1 font-semibold text-green-950">Learners answering per day</figcaption>
        <ScrollRegion label="Learners per day chart">
          <LearnersPerDay days={activity.days} />
        </ScrollRegion>
      </figure>
      <figure>
        <figcaption className="mb-1 font-semibold text-green-950">Accuracy by outline topic</figcaption>
        {activity.topics.length ? (
          <ScrollRegion label="Accuracy by outline topic chart">
            <AccuracyByTopic topics={activity.topics} />
          </ScrollRegion>
        ) : (
          <p className="text-stone-700">No answers yet.</p>
        )}
      </figure>
    </div>
  );
}
