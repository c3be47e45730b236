/**
 * Joins class names (clsx): strings, conditionals, arrays. It does not merge Tailwind utilities: a
 * component's `className` adds classes, and what a caller may change (tone, size, padding) is a prop of
 * the component, not a second class of the same kind (decision 26). tailwind-merge's first call on a
 * page cost ~106 ms of the dashboard's first render under Lighthouse's 4x slowdown.
 */
export { clsx as cn } from 'clsx';
