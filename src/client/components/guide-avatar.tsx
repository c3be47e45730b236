import { cn } from '@client/lib/cn';

const sizes = {
  md: 'h-12 w-12',
  lg: 'h-14 w-14',
  xl: 'h-20 w-20',
} as const;

/**
 * Aunt Rita's portrait, drawn for us (no stock art): silver hair in a bun, reading glasses, a green
 * cardigan over a collar, on the amber of the app's cards. Used wherever she speaks.
 */
export function GuidePortrait({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <circle cx="32" cy="32" r="32" fill="#fde68a" />
      {/* hair behind the head, and the bun */}
      <circle cx="32" cy="13" r="7" fill="#d6d3d1" />
      <ellipse cx="32" cy="29" rx="15" ry="16" fill="#d6d3d1" />
      {/* neck and shoulders: a green cardigan over a white collar */}
      <rect x="28" y="40" width="8" height="8" fill="#e7b98f" />
      <path d="M10 64c0-12 9-19 22-19s22 7 22 19z" fill="#166534" />
      <path d="M25 45l7 8 7-8-3-2-4 4-4-4z" fill="#fafaf9" />
      <circle cx="32" cy="57" r="1.3" fill="#fde68a" />
      {/* face */}
      <ellipse cx="32" cy="31" rx="11" ry="12.5" fill="#f0c8a0" />
      {/* fringe swept to one side */}
      <path d="M21 27c2-8 8-11 14-10 5 1 8 4 8 10-4-4-10-5-15-3-3 1-5 2-7 3z" fill="#e7e5e4" />
      {/* glasses */}
      <circle cx="27.5" cy="31" r="3.6" fill="none" stroke="#44403c" strokeWidth="1.2" />
      <circle cx="36.5" cy="31" r="3.6" fill="none" stroke="#44403c" strokeWidth="1.2" />
      <path d="M31.1 31h1.8" stroke="#44403c" strokeWidth="1.2" />
      <circle cx="27.5" cy="31.3" r="1" fill="#292524" />
      <circle cx="36.5" cy="31.3" r="1" fill="#292524" />
      {/* cheeks and a warm smile */}
      <circle cx="25" cy="36" r="1.8" fill="#f4a6a0" opacity="0.7" />
      <circle cx="39" cy="36" r="1.8" fill="#f4a6a0" opacity="0.7" />
      <path
        d="M28 38.5c2.5 2.5 5.5 2.5 8 0"
        fill="none"
        stroke="#9f1239"
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Aunt Rita's avatar, the one used wherever she speaks (her page, the guides, the study screens). */
export function GuideAvatar({ size = 'lg', className }: { size?: keyof typeof sizes; className?: string }) {
  return <GuidePortrait className={cn('shrink-0 rounded-full', sizes[size], className)} />;
}
