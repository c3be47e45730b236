import { type MouseEvent as ReactMouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** The prerendered markup of each later part, noted by `noteLaterParts` before the takeover render. */
const prerendered = new Map<string, string>();

/** Notes the markup of the page's later parts (main.tsx, just before the app takes a screen over). */
export function noteLaterParts(container: HTMLElement) {
  for (const el of container.querySelectorAll<HTMLElement>('[data-later-part]'))
    prerendered.set(el.dataset.laterPart!, el.innerHTML);
}

const clickable = 'a[href],button,[role=button]';

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
  const [html, setHtml] = useState(() => {
    const markup = prerendered.get(name);
    prerendered.delete(name);
    return markup;
  });
  const ref = useRef<HTMLDivElement>(null);
  const heldClick = useRef<number | null>(null);

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
