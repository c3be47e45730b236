import { Button } from '@client/components/ui/button';
import { RefreshCw } from '@client/components/ui/icons';
import { useQuestionCount } from '@client/features/admin/api/get-question-count';
import * as Tabs from '@radix-ui/react-tabs';
import { AuditTab } from './audit-tab';
import { BulkSetsTab } from './bulk-sets-tab';
import { FeedbackTab } from './feedback-tab';
import { GenerateTab } from './generate-tab';
import { ImportTab } from './import-tab';
import { ReportsTab } from './reports-tab';
import { ResetUserTab } from './reset-user-tab';
import { UsersTab } from './users-tab';
import { ViewTab } from './view-tab';

const tabs = [
  { value: 'generate', label: 'Generate', panel: <GenerateTab /> },
  { value: 'view', label: 'View', panel: <ViewTab /> },
  { value: 'users', label: 'Users', panel: <UsersTab /> },
  { value: 'import-csv', label: 'Import CSV', panel: <ImportTab kind="csv" /> },
  { value: 'import-json', label: 'Import JSON', panel: <ImportTab kind="json" /> },
  { value: 'bulk-sets', label: 'Bulk Sets', panel: <BulkSetsTab /> },
  { value: 'reset-user', label: 'Reset User', panel: <ResetUserTab /> },
  { value: 'reports', label: 'Reports', panel: <ReportsTab /> },
  { value: 'feedback', label: 'Feedback', panel: <FeedbackTab /> },
  { value: 'audit', label: 'Audit log', panel: <AuditTab /> },
];

const triggerClasses =
  'min-h-11 rounded-lg px-3 text-sm font-semibold text-green-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-green-800 data-[state=active]:bg-white data-[state=active]:shadow-sm';

/** Question Management (spec section 2): the question count with refresh, and the admin tabs. */
export function AdminScreen() {
  const count = useQuestionCount();
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-green-950">Question Management</h1>
        <div className="flex items-center gap-2">
          <p className="text-stone-800" aria-live="polite">
            {count.isError
              ? 'Question count unavailable'
              : count.data
                ? `${count.data.count.toLocaleString('en-US')} questions in service`
                : 'Counting questions…'}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label="Refresh question count"
            disabled={count.isFetching}
            onClick={() => void count.refetch()}
          >
            <RefreshCw
              className={count.isFetching ? 'h-5 w-5 animate-spin motion-reduce:animate-none' : 'h-5 w-5'}
              aria-hidden
            />
          </Button>
        </div>
      </div>
      <Tabs.Root defaultValue="generate">
        <Tabs.List
          aria-label="Question Management"
          className="flex flex-wrap gap-1 rounded-xl bg-amber-100 p-1"
        >
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={triggerClasses}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content
            key={t.value}
            value={t.value}
            className="mt-4 focus-visible:outline-2 focus-visible:outline-green-800"
          >
            {t.panel}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
