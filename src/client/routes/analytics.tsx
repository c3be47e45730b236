import { AdminGate } from '@client/components/admin-gate';
import { QueryView } from '@client/components/ui/query-states';
import { useActivity } from '@client/features/analytics/api/get-activity';
import { useItemStats } from '@client/features/analytics/api/get-item-stats';
import { usePivot } from '@client/features/analytics/api/get-pivot';
import { ActivityCharts } from '@client/features/analytics/components/activity-charts';
import { ItemStatsTable } from '@client/features/analytics/components/item-stats-table';
import { PivotHeatMap } from '@client/features/analytics/components/pivot-heat-map';

function AnalyticsScreen() {
  const pivot = usePivot();
  const items = useItemStats();
  const activity = useActivity();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <h1 className="text-2xl font-bold text-green-950">Analytics</h1>
      <section aria-labelledby="pivot-heading" className="space-y-3">
        <h2 id="pivot-heading" className="text-xl font-bold text-green-950">
          Questions by state and topic
        </h2>
        <QueryView
          query={pivot}
          loadingLabel="Loading the pivot…"
          errorTitle="We couldn't load the pivot"
          compact
        >
          {(rows) => <PivotHeatMap rows={rows} />}
        </QueryView>
      </section>
      <section aria-labelledby="activity-heading" className="space-y-3">
        <h2 id="activity-heading" className="text-xl font-bold text-green-950">
          Learning activity
        </h2>
        <QueryView
          query={activity}
          loadingLabel="Loading activity…"
          errorTitle="We couldn't load the activity"
          compact
        >
          {(a) => <ActivityCharts activity={a} />}
        </QueryView>
      </section>
      <section aria-labelledby="items-heading" className="space-y-3">
        <h2 id="items-heading" className="text-xl font-bold text-green-950">
          Item statistics
        </h2>
        <QueryView
          query={items}
          loadingLabel="Loading item statistics…"
          errorTitle="We couldn't load item statistics"
          compact
        >
          {(s) => <ItemStatsTable stats={s} />}
        </QueryView>
      </section>
    </div>
  );
}

export function Component() {
  return (
    <AdminGate title="Analytics">
      <AnalyticsScreen />
    </AdminGate>
  );
}
