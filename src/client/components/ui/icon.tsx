import type { ReactElement, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>;
/** An icon of ./icons.ts: a component taking an svg element's props (`className`, `aria-*`, `strokeWidth`). */
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * A Lucide icon as a plain svg whose shapes are static markup. The same attributes as lucide-react's
 * components (24-unit view box, 2-unit round stroke in the current colour, `lucide lucide-<name>`
 * classes, `aria-hidden` unless an `aria-*`, `role` or `title` prop names it), without their
 * per-render work (forwardRef, two components, a context, the shapes built as elements each render):
 * the shapes go in as the svg's inner markup, one string made once.
 */
export function icon(name: string, shapes: string): IconComponent {
  const html = { __html: shapes };
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
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        stroke-width={strokeWidth}
        stroke-linecap="round"
        stroke-linejoin="round"
        aria-hidden={named ? undefined : 'true'}
        className={className ? `${base} ${className}` : base}
        {...props}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the icon's own shapes, written at build time from lucide-react's files; no user text
        dangerouslySetInnerHTML={html}
      />
    );
  }
  return Icon;
}
