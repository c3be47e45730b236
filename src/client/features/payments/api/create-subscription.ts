import type { CreateSubscriptionRequest, CreateSubscriptionResponse } from '@shared/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useCreateSubscription() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionRequest) =>
      api.post<CreateSubscriptionResponse>('/api/create-subscription', body),
  });
}
