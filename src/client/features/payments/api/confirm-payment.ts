import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { PaymentStatusResponse, TestConfirmRequest } from '@shared/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Test mode: confirm with a test card; the server activates premium as a provider webhook would. */
export function useConfirmTestPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TestConfirmRequest) =>
      api.post<PaymentStatusResponse>('/api/payments/test/confirm', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}

/** After the provider's redirect: ask the server to verify the payment with the provider. */
export function useVerifyPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.post<PaymentStatusResponse>('/api/payments/confirm', { paymentId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
