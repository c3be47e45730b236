import { options, type VNode } from 'preact';

/**
 * Runs `render`, the first render over a screen that came in the HTML (main.tsx), with the elements'
 * props written the way the DOM already holds them. Preact then reads each element's attributes and
 * writes only what differs; but the compat layer gives every element both `class` and an enumerable
 * `className` (which no attribute is named, so every class was written again), and `aria-hidden`
 * (JSX's bare attribute) is `true` where the attribute reads "true". Only during this one render:
 * later renders compare props with props and write nothing for these.
 */
export function takeOverMarkup(render: () => void) {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'string') return;
    const props = vnode.props as Record<string, unknown>;
    if (Object.hasOwn(props, 'className') && Object.prototype.propertyIsEnumerable.call(props, 'className')) {
      props.class = props.className;
      Object.defineProperty(props, 'className', {
        configurable: true,
        enumerable: false,
        get(this: Record<string, unknown>) {
          return this.class;
        },
      });
    }
    for (const key in props)
      if (key.startsWith('aria-') && typeof props[key] === 'boolean') props[key] = String(props[key]);
  };
  try {
    render();
  } finally {
    options.vnode = previous;
  }
}
