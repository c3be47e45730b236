import { useUser } from '@client/lib/api/get-user';
import { useSaveState } from '@client/lib/api/save-state';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { storage } from '@client/lib/storage';
import { isStateCode, type StateCode } from '@shared/domain/states';
import { storageKeys } from '@shared/domain/storage-keys';
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** The state chosen on this device, if any (what a learner who is not premium studies). */
export const readLocalState = (): StateCode | null => {
  const v = storage.get(storageKeys.selectedState);
  return isStateCode(v) ? v : null;
};

/**
 * The selected state: for premium learners the server's choice (falling back to local), otherwise
 * local storage (`selectedState`). Setting it stores it locally (removed when cleared) and, for
 * premium learners, saves it on the server.
 */
export function useSelectedState() {
  const local = useSyncExternalStore(subscribe, readLocalState, () => null);
  const { data: user } = useUser();
  const isPremium = useIsPremium();
  const save = useSaveState();
  const stateCode = (isPremium && user?.selectedState) || local;

  const setStateCode = useCallback(
    (code: StateCode | null) => {
      if (code) storage.set(storageKeys.selectedState, code);
      else storage.remove(storageKeys.selectedState);
      for (const l of listeners) l();
      if (code && isPremium) save.mutate({ stateCode: code });
    },
    [isPremium, save],
  );
  return { stateCode, setStateCode };
}
