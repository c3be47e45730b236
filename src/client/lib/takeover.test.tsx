import { Check, Crown } from '@client/components/ui/icons';
import { type ComponentChild, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { takeOverMarkup } from './takeover';

/** A bit of screen as the app writes it: compat's className, bare aria-hidden, icons. */
function Screen({ label }: { label: string }) {
  return (
    <section className="space-y-2 rounded-xl">
      <h2 className="font-bold">
        <Crown className="h-4 w-4" aria-hidden />
        {` ${label}`}
      </h2>
      <ul aria-label="What Premium adds">
        <li className="flex gap-2">
          <Check className="h-4 w-4 text-green-800" aria-hidden />
          Every question
        </li>
      </ul>
    </section>
  );
}

/** Prerendered markup in a container, taken over by `take`; what the browser saw change. */
function takeOver(take: (render: () => void) => void, label = 'Premium') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Screen label="Premium" />);
  document.body.append(container);
  const heading = container.querySelector('h2')!;
  const shapes = [...container.querySelectorAll('path, circle, rect, line')];
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records)
      if (r.type === 'attributes') changes.push(`${r.target.nodeName} ${r.attributeName}`);
      else if (r.type === 'childList') changes.push(`${r.target.nodeName} children`);
  });
  observer.observe(container, { subtree: true, attributes: true, childList: true });
  take(() => render((<Screen label={label} />) as ComponentChild, container));
  changes.push(...observer.takeRecords().map((r) => `${r.target.nodeName} ${r.attributeName ?? 'children'}`));
  observer.disconnect();
  return { container, heading, shapes, changes };
}

describe('taking over a prerendered screen (takeOverMarkup)', () => {
  it('keeps every node and writes no attribute the markup already holds', () => {
    const { container, heading, shapes, changes } = takeOver(takeOverMarkup);
    expect(changes).toEqual([]);
    expect(container.querySelector('h2')).toBe(heading);
    expect([...container.querySelectorAll('path, circle, rect, line')]).toEqual(shapes);
    expect(shapes.length).toBeGreaterThan(1);
  });

  it('a plain render writes classes and aria-hidden again (what the hook spares)', () => {
    const { changes } = takeOver((run) => run());
    expect(changes).toContain('H2 class');
    expect(changes).toContain('svg aria-hidden');
  });

  it('still writes what differs, and later renders keep working', () => {
    const { container } = takeOver(takeOverMarkup, 'Premium Lifetime');
    expect(container.querySelector('h2')!.textContent).toContain('Premium Lifetime');
    render((<Screen label="Premium Monthly" />) as ComponentChild, container);
    expect(container.querySelector('h2')!.textContent).toContain('Premium Monthly');
    expect(container.querySelector('h2')!.getAttribute('class')).toBe('font-bold');
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });
});
