import { isStandalone } from '@client/lib/device';
import { storage } from '@client/lib/storage';
import { storageKeys } from '@shared/domain/storage-keys';

/**
 * Whether the dashboard's welcome modal shows: when the app runs installed (display mode standalone)
 * or the address asks for it with `?welcome=true`, and only while `hasSeenWelcome` is not 'true'.
 */
export function isWelcomeWanted(params: URLSearchParams) {
  return (
    (isStandalone() || params.get('welcome') === 'true') && storage.get(storageKeys.hasSeenWelcome) !== 'true'
  );
}
