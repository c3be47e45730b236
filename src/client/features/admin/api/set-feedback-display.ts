import { api } from '@client/lib/api-client';
import type { FeedbackDisplayRequest, FeedbackDisplayResponse } from '@shared/contracts/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFeedbackKeyRoot } from './get-admin-feedback';
import { auditKeyRoot } from './get-audit';

/** Approve (or withdraw) a learner's feedback for the landing page's testimonials. */
export function useSetFeedbackDisplay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approved }: { id: number } & FeedbackDisplayRequest) =>
      api.put<FeedbackDisplayResponse>(`/api/admin/feedback/${id}/display`, { approved }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminFeedbackKeyRoot });
      void qc.invalidateQueries({ queryKey: auditKeyRoot });
    },
  });
}
