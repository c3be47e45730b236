import { storage } from '@client/lib/storage';
import { storageKeys } from '@shared/domain/storage-keys';
import { useCallback, useState } from 'react';

/** Whether the welcome guide is collapsed: read from and written to `welcomeCollapsed` ('true' / 'false'). */
export function useWelcomeCollapsed() {
  const [isCollapsed, setState] = useState(() => storage.get(storageKeys.welcomeCollapsed) === 'true');
  const setCollapsed = useCallback((value: boolean) => {
    storage.set(storageKeys.welcomeCollapsed, String(value));
    setState(value);
  }, []);
  return [isCollapsed, setCollapsed] as const;
}
