import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>;
/** An icon of ./icons.ts: a component taking an svg element's props (`className`, `aria-*`, `strokeWidth`). */
export type IconComponent = (props: IconProps) => ReactElement;

/** `<path d="..."/><circle .../>` as element descriptions, read once per icon on its first render. */
function shapesOf(markup: string) {
  return [...markup.matchAll(/<(\w+)([^>]*?)\/>/g)].map(([, tag, attributes], key) => ({
    tag: tag!,
    props: Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    key,
  }));
}

/**
 * A Lucide icon as a plain svg. The same attributes as lucide-react's components (24-unit view box,
 * 2-unit round stroke in the current colour, `lucide lucide-<name>` classes, `aria-hidden` unless an
 * `aria-*`, `role` or `title` prop names it), without their per-render work (forwardRef, two
 * components, a context). The shapes are elements, not inner markup: taking over a prerendered screen
 * (main.tsx) then keeps the svg's shapes where they are, where inner markup was written again, every
 * icon's shapes removed and parsed anew.
 */
export function icon(name: string, markup: string): IconComponent {
  let shapes: ReturnType<typeof shapesOf> | undefined;
  const base = `lucide lucide-${name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon at module level (icons.ts), never during a render
  function Icon({ className, strokeWidth = 2, ...props }: IconProps) {
    shapes ??= shapesOf(markup);
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
        {shapes.map(({ tag, props: shape, key }) => createElement(tag, { key, ...shape }))}
      </svg>
    );
  }
  return Icon;
}
