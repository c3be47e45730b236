import { api } from '@client/lib/api-client';
import type { AccountExportResponse } from '@shared/contracts/account';
import { useMutation } from '@tanstack/react-query';

/** Fetches the export and hands it to the browser as a JSON file. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => {
      const data = await api.get<AccountExportResponse>('/api/account/export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `homestead-prep-data-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return data;
    },
  });
}
