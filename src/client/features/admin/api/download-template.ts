import { useMutation } from '@tanstack/react-query';

/** Fetches question-template.csv and hands it to the browser as a download. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: async () => {
      const res = await fetch('/api/admin/csv-template', { credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = 'question-template.csv';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
