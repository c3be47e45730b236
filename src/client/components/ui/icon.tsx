import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>;
/** An icon of ./icons.ts: a component taking an svg element's props (`className`, `aria-*`, `strokeWidth`). */
export type IconComponent = (props: IconProps) => ReactElement;

/** An icon's shapes: [tag, attributes] pairs, as scripts/icons.mjs writes them from lucide's data. */
export type IconShapes = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/**
 * A Lucide icon as a plain svg. The same attributes as lucide-react's components (24-unit view box,
 * 2-unit round stroke in the current colour, `lucide lucide-<name>` classes, `aria-hidden` unless an
 * `aria-*`, `role` or `title` prop names it), without their per-render work (forwardRef, two
 * components, a context). The shapes are elements, not inner markup: taking over a prerendered screen
 * (main.tsx) then keeps the svg's shapes where they are, where inner markup was written again, every
 * icon's shapes removed and parsed anew (decision 28).
 */
export function icon(name: string, shapes: IconShapes): IconComponent {
  const base = `lucide lucide-${name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon at module level (icons.ts), never during a render
  function Icon({ className, strokeWidth = 2, ...props }: IconProps) {
    let named = false;
    for (const key in props)
      if (key.startsWith('aria-') || key === 'role' || key === 'title') {
        named = true;
        break;
      }
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from screen readers unless the caller names it (an aria-* prop, role or title)
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        stroke-width={String(strokeWidth)}
        stroke-linecap="round"
        stroke-linejoin="round"
        aria-hidden={named ? undefined : 'true'}
        className={className ? `${base} ${className}` : base}
        {...props}
      >
        {shapes.map(([tag, attributes], key) => createElement(tag, { key, ...attributes }))}
      </svg>
    );
  }
  return Icon;
}
