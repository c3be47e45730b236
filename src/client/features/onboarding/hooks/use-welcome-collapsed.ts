import { storage } from '@client/lib/storage';
import { welcomeCollapsedAttribute } from '@shared/domain/appearance';
import { storageKeys } from '@shared/domain/storage-keys';
import { useCallback, useState } from 'react';

/**
 * Whether the welcome guide is collapsed: read from and written to `welcomeCollapsed` ('true' / 'false'),
 * and marked on <html> as the first-paint script marks it (appearance.ts), so the two never disagree.
 */
export function useWelcomeCollapsed() {
  const [isCollapsed, setState] = useState(() => storage.get(storageKeys.welcomeCollapsed) === 'true');
  const setCollapsed = useCallback((value: boolean) => {
    storage.set(storageKeys.welcomeCollapsed, String(value));
    document.documentElement.toggleAttribute(welcomeCollapsedAttribute, value);
    setState(value);
  }, []);
  return [isCollapsed, setCollapsed] as const;
}
