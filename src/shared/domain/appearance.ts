import { storageKeys } from './storage-keys';

/** Colour theme: follow the device (`system`) or pin one. */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type ResolvedTheme = 'light' | 'dark';

/** Text size: the root font size, so every rem-sized thing grows with it. */
export const textSizes = {
  standard: { label: 'Standard', percent: 100 },
  large: { label: 'Large', percent: 112.5 },
  larger: { label: 'Larger', percent: 125 },
} as const;
export type TextSize = keyof typeof textSizes;
export const textSizeChoices = Object.keys(textSizes) as TextSize[];

export const themeColors = { light: '#14532d', dark: '#1c1917' } as const;

export function parseThemeChoice(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

export function parseTextSize(raw: string | null): TextSize {
  return raw === 'large' || raw === 'larger' ? raw : 'standard';
}

/**
 * Set on <html> while the dashboard's welcome panel is collapsed (`welcomeCollapsed`): the prerendered
 * dashboard (decision 21) is drawn open, as a first visitor sees it, and the stylesheet hides the
 * panel's body under this mark until the app has taken the page over, so a learner who collapsed it
 * sees no open panel flash and no shift. The app keeps the mark in step (use-welcome-collapsed.ts).
 */
export const welcomeCollapsedAttribute = 'data-welcome-collapsed';

/**
 * Runs in the document's head before the first paint (inlined into index.html by the build; the
 * server's CSP allows it by its hash): sets `data-theme` and `data-text-size` on <html> from the
 * remembered choices, so a dark-mode reader never sees a white flash, and the welcome panel's
 * collapsed mark. It must stay small and dependency-free; the React side keeps it in step afterwards.
 */
export const appearanceInitScript = `(function(){var d=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(storageKeys.theme)}),s=localStorage.getItem(${JSON.stringify(storageKeys.textSize)});var k=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);d.setAttribute('data-theme',k?'dark':'light');if(s==='large'||s==='larger')d.setAttribute('data-text-size',s);if(localStorage.getItem(${JSON.stringify(storageKeys.welcomeCollapsed)})==='true')d.setAttribute(${JSON.stringify(welcomeCollapsedAttribute)},'');}catch(e){d.setAttribute('data-theme','light');}})();`;
