import { useUser } from '@client/lib/api/get-user';
import { storage } from '@client/lib/storage';
import { storageKeys } from '@shared/domain/storage-keys';
import { useEffect } from 'react';

export type LocalSubscription = { isPremium: boolean; status: string; expiresAt?: string | null };

/** The local subscription record (`premium_status`) is only a cache of the server's entitlement. */
export function readLocalPremium(now = Date.now()): boolean {
  const rec = storage.getJson<LocalSubscription>(storageKeys.premiumStatus, {
    isPremium: false,
    status: 'free',
  });
  if (rec?.isPremium !== true) return false;
  return !rec.expiresAt || Date.parse(rec.expiresAt) > now;
}

/** Premium comes from the server once the user has loaded; before that, from the cached record. */
export function useIsPremium(): boolean {
  const { data: user } = useUser();
  useEffect(() => {
    if (!user) return;
    storage.setJson(storageKeys.premiumStatus, {
      isPremium: user.isPremium,
      status: user.subscriptionStatus,
      expiresAt: user.premiumExpiresAt,
    } satisfies LocalSubscription);
  }, [user]);
  return user ? user.isPremium : readLocalPremium();
}
