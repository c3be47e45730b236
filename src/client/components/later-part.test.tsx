import { render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { LaterPart, noteLaterParts } from './later-part';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

function Card({ onGo }: { onGo: () => void }) {
  return (
    <section aria-label="Exam plan" className="rounded-xl">
      <p>Seven days to go</p>
      <button type="button" onClick={onGo}>
        Start today's step
      </button>
    </section>
  );
}

/** A screen's HTML as the prerender writes it, then taken over as main.tsx does. */
function takeOver(onGo: () => void, beforeTheApp?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  const screen = (go: () => void) => (
    <main>
      <h1>Dashboard</h1>
      <LaterPart name="exam-plan" className="empty:hidden">
        <Card onGo={go} />
      </LaterPart>
    </main>
  );
  container.innerHTML = renderToString(screen(() => {}));
  document.body.append(container);
  const heading = container.querySelector('h1');
  beforeTheApp?.(container);
  noteLaterParts(container);
  render(screen(onGo), container);
  return { container, heading };
}

describe('LaterPart: a prerendered part taken over in a task of its own', () => {
  it('shows the same markup at first, then goes live; the rest of the screen keeps its nodes', async () => {
    const onGo = vi.fn();
    const { container, heading } = takeOver(onGo);
    const before = container.innerHTML;
    expect(container.querySelector('h1')).toBe(heading);
    container.querySelector('button')!.click();
    expect(onGo).not.toHaveBeenCalled();
    await tick();
    expect(container.innerHTML).toBe(before);
    // The tap made while it was not live is made again, once, on the live button.
    expect(onGo).toHaveBeenCalledTimes(1);
    container.querySelector('button')!.click();
    expect(onGo).toHaveBeenCalledTimes(2);
  });

  it('a button tapped before the app ran is tapped once the part is live', async () => {
    const onGo = vi.fn();
    const w = window as Window & { __earlyClicks?: HTMLElement[] };
    const { container } = takeOver(onGo, (html) => {
      // What the early-click script keeps (decision 21).
      w.__earlyClicks = [html.querySelector('button')!];
    });
    w.__earlyClicks = [];
    expect(onGo).not.toHaveBeenCalled();
    await tick();
    expect(onGo).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')!.isConnected).toBe(true);
  });

  it('is live at once when nothing was prerendered (a move within the app)', () => {
    const onGo = vi.fn();
    const container = document.createElement('div');
    render(
      <LaterPart name="exam-plan">
        <Card onGo={onGo} />
      </LaterPart>,
      container,
    );
    container.querySelector('button')!.click();
    expect(onGo).toHaveBeenCalledTimes(1);
  });
});
