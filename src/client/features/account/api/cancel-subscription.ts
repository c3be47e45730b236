import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { CancelSubscriptionResponse } from '@shared/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from './get-account';

/** Monthly stops renewing; Premium runs to the end of the paid period. */
export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CancelSubscriptionResponse>('/api/subscription/cancel'),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
      void qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    },
  });
}
