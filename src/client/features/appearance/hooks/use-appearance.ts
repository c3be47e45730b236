import { storage } from '@client/lib/storage';
import {
  parseTextSize,
  parseThemeChoice,
  type ResolvedTheme,
  type TextSize,
  type ThemeChoice,
  themeColors,
} from '@shared/domain/appearance';
import { storageKeys } from '@shared/domain/storage-keys';
import { useEffect, useSyncExternalStore } from 'react';

type Appearance = { theme: ThemeChoice; textSize: TextSize };

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();
let current: Appearance = read();

function read(): Appearance {
  return {
    theme: parseThemeChoice(storage.get(storageKeys.theme)),
    textSize: parseTextSize(storage.get(storageKeys.textSize)),
  };
}

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  if (choice !== 'system') return choice;
  return darkQuery()?.matches ? 'dark' : 'light';
}

/** Writes the choices onto <html> the same way the inline head script does at first paint. */
function apply({ theme, textSize }: Appearance) {
  const root = document.documentElement;
  const resolved = resolveTheme(theme);
  root.setAttribute('data-theme', resolved);
  if (textSize === 'standard') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', textSize);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[resolved]);
}

function update(next: Appearance) {
  // A new object each time, so a device switch under "System" re-renders too.
  current = { ...next };
  apply(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's theme and text size, remembered on this device. */
export function useAppearance() {
  const appearance = useSyncExternalStore(subscribe, () => current);
  return {
    ...appearance,
    resolvedTheme: resolveTheme(appearance.theme),
    setTheme(theme: ThemeChoice) {
      if (theme === 'system') storage.remove(storageKeys.theme);
      else storage.set(storageKeys.theme, theme);
      update({ ...current, theme });
    },
    setTextSize(textSize: TextSize) {
      if (textSize === 'standard') storage.remove(storageKeys.textSize);
      else storage.set(storageKeys.textSize, textSize);
      update({ ...current, textSize });
    },
  };
}

/**
 * Mounted once at the root: keeps "System" in step when the device switches between light and dark,
 * and picks up a choice made in another tab.
 */
export function useAppearanceSync() {
  useEffect(() => {
    apply(current);
    const query = darkQuery();
    const onSystemChange = () => {
      if (current.theme === 'system') update(current);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.theme || event.key === storageKeys.textSize) update(read());
    };
    query?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    return () => {
      query?.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
