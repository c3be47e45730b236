import { type MouseEvent as ReactMouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

const clickable = 'a[href],button,[role=button]';

/**
 * Each later part's prerendered markup, and the tap held for it: noted by `noteLaterParts` before the
 * takeover render. A button tapped before the app ran (the early-click script keeps it, decision 21) in a
 * later part is gone after that render, which puts the part's markup back as new nodes; the part makes
 * that tap on its live button instead.
 */
const prerendered = new Map<string, { html: string; held: number | null }>();

/** Notes the markup of the page's later parts (main.tsx, just before the app takes a screen over). */
export function noteLaterParts(container: HTMLElement) {
  const early = (window as Window & { __earlyClicks?: HTMLElement[] }).__earlyClicks?.at(-1);
  for (const el of container.querySelectorAll<HTMLElement>('[data-later-part]')) {
    const held = early && el.contains(early) ? [...el.querySelectorAll(clickable)].indexOf(early) : -1;
    prerendered.set(el.dataset.laterPart!, { html: el.innerHTML, held: held >= 0 ? held : null });
  }
}

/**
 * A part of a prerendered screen (decision 21) that the app takes over in a task of its own, after the
 * rest: the first render over the page's HTML is one long task that keeps a phone from answering a tap
 * (Lighthouse's total blocking time), and a screen's lower cards taken over one by one split it up.
 * Until then the part shows its HTML as it came (the same markup, so nothing moves); a tap on a link or
 * button in it meanwhile is held and made again on the live element. Rendered any other way (a move
 * within the app), the part is live at once.
 */
export function LaterPart({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const [noted] = useState(() => {
    const part = prerendered.get(name);
    prerendered.delete(name);
    return part;
  });
  const [html, setHtml] = useState(noted?.html);
  const ref = useRef<HTMLDivElement>(null);
  const heldClick = useRef(noted?.held ?? null);

  useLayoutEffect(() => {
    if (html !== undefined) {
      const timer = setTimeout(() => setHtml(undefined));
      return () => clearTimeout(timer);
    }
    const held = heldClick.current;
    heldClick.current = null;
    if (held !== null) ref.current?.querySelectorAll<HTMLElement>(clickable)[held]?.click();
    return undefined;
  }, [html]);

  if (html === undefined)
    return (
      <div ref={ref} data-later-part={name} className={className}>
        {children}
      </div>
    );

  const hold = (event: ReactMouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest(clickable);
    if (!target || !ref.current) return;
    event.preventDefault();
    heldClick.current = [...ref.current.querySelectorAll(clickable)].indexOf(target);
  };
  return (
    <div
      ref={ref}
      data-later-part={name}
      className={className}
      onClickCapture={hold}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup of this part, read from the DOM a moment ago
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
