/** Business constants of spec section 9 that both sides use. */
export const PREVIEW_LIMIT = 5;
export const QUICK_ROUND_SIZE = 5;
export const ADAPTIVE_ROUND_SIZE = 10;
export const WEAK_AREAS_ROUND_SIZE = 10;
export const LOW_TIME_WARNING_SECONDS = 600;
export const RECENT_ACHIEVEMENTS = 3;
export const STREAK_DOTS = 7;
export const CONFIRMATION_ANIMATION_MS = 2000;
export const INSTALL_BANNER_DELAY_MS = 3000;
export const DEFAULT_EDUCATION_HOURS = '60-90';
export const FEEDBACK_TEXT_MAX = 2000;

export const toastConfig = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  maxWidthPx: 420,
} as const;

export const tooltipConfig = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;

/** Heat map by share of the maximum cell (spec section 9): the /analytics pivot shades its cells with it. */
export function heatLevel(count: number, max: number) {
  if (count <= 0 || max <= 0) return 'none' as const;
  const pct = (count / max) * 100;
  if (pct <= 20) return 'low' as const;
  if (pct <= 40) return 'medium' as const;
  if (pct <= 60) return 'high' as const;
  if (pct <= 80) return 'very-high' as const;
  return 'maximum' as const;
}

/** Password rules: better-auth on the server and the sign-up form on the client read these. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Answers a portion needs before readiness shows a figure for it: with fewer, the 95% band is wider
 * than about 30 points and says nothing useful. The state portion tests a tenth of the topics of the
 * national one, so it needs fewer.
 */
export const READINESS_MIN_ANSWERS = { national: 30, state: 15 } as const;

/** Landing page (spec section 8): testimonials rotate every 5 s; the stats count up after 500 ms. */
export const TESTIMONIAL_ROTATION_MS = 5000;
export const STATS_ANIMATION_DELAY_MS = 500;
export const STATS_ANIMATION_MS = 1200;

/** The landing page shows testimonials only once at least this many are approved (plain data: no zod on the landing page). */
export const TESTIMONIALS_MIN_SHOWN = 3;
