import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { SelectStateRequest } from '@shared/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useSaveState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectStateRequest) => api.post('/api/user/state', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
    // The spec: a failed save is only logged; the local choice stays.
    onError: (err) => console.error('Could not save the selected state on the server', err),
  });
}
