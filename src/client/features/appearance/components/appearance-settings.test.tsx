import { appearanceInitScript } from '@shared/domain/appearance';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppearanceSettings } from './appearance-settings';

let prefersDark = false;
const root = document.documentElement;

beforeEach(() => {
  prefersDark = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark') ? prefersDark : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  root.removeAttribute('data-theme');
  root.removeAttribute('data-text-size');
  root.removeAttribute('data-welcome-collapsed');
});

/** Runs the head script the way the browser does before the first paint. */
const runInitScript = () => new Function(appearanceInitScript)();

describe('the first-paint script', () => {
  it('follows the device when nothing is chosen', () => {
    prefersDark = true;
    runInitScript();
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.hasAttribute('data-text-size')).toBe(false);
  });

  it('applies a remembered choice over the device, and the text size', () => {
    prefersDark = true;
    window.localStorage.setItem('homestead.theme', 'light');
    window.localStorage.setItem('homestead.textSize', 'larger');
    runInitScript();
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.getAttribute('data-text-size')).toBe('larger');
  });

  it('marks a welcome panel the learner collapsed, so the prerendered dashboard draws it collapsed', () => {
    runInitScript();
    expect(root.hasAttribute('data-welcome-collapsed')).toBe(false);
    window.localStorage.setItem('welcomeCollapsed', 'true');
    runInitScript();
    expect(root.hasAttribute('data-welcome-collapsed')).toBe(true);
  });

  it('ignores values it does not know', () => {
    window.localStorage.setItem('homestead.theme', 'purple');
    window.localStorage.setItem('homestead.textSize', '300%');
    runInitScript();
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.hasAttribute('data-text-size')).toBe(false);
  });
});

describe('AppearanceSettings', () => {
  it('sets and remembers the theme and the text size; System and Standard clear the stored choice', async () => {
    render(<AppearanceSettings />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByText('Following your device: light right now.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('homestead.theme')).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(root.getAttribute('data-text-size')).toBe('large');
    expect(window.localStorage.getItem('homestead.textSize')).toBe('large');

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.hasAttribute('data-text-size')).toBe(false);
    expect(window.localStorage.getItem('homestead.theme')).toBeNull();
    expect(window.localStorage.getItem('homestead.textSize')).toBeNull();
  });

  it('the theme and text-size choices are keyboard radio groups with their legends', () => {
    render(<AppearanceSettings />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Text size' })).toBeInTheDocument();
  });
});
