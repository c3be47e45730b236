import type { QueryClient } from '@tanstack/react-query';
import { adminQuestionsKeyRoot } from './get-admin-questions';
import { adminUsersKeyRoot } from './get-admin-users';
import { auditKeyRoot } from './get-audit';
import { questionCountQueryOptions } from './get-question-count';
import { reportsQueryOptions } from './get-reports';

/** After a change to the bank: the count, the pages, the reports and the audit log. */
export function invalidateQuestions(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: questionCountQueryOptions().queryKey });
  void qc.invalidateQueries({ queryKey: adminQuestionsKeyRoot });
  void qc.invalidateQueries({ queryKey: reportsQueryOptions().queryKey });
  void qc.invalidateQueries({ queryKey: auditKeyRoot });
}

/** After a change to users: their pages and the audit log. */
export function invalidateUsers(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: adminUsersKeyRoot });
  void qc.invalidateQueries({ queryKey: auditKeyRoot });
}
