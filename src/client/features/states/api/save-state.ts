import type { SelectStateRequest } from '@shared/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryOptions } from '../../user/api/get-user';

export function useSaveState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectStateRequest) => api.post('/api/user/state', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
    // The spec: a failed save is only logged; the local choice stays.
    onError: (err) => console.error('Could not save the selected state on the server', err),
  });
}
