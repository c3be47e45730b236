import { api } from '@client/lib/api-client';
import type { CreateSubscriptionRequest, CreateSubscriptionResponse } from '@shared/contracts/payments';
import { useMutation } from '@tanstack/react-query';

export function useCreateSubscription() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionRequest) =>
      api.post<CreateSubscriptionResponse>('/api/create-subscription', body),
  });
}
