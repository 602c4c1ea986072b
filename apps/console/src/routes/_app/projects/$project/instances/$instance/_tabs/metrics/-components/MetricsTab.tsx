import { Button, Flex } from '@radix-ui/themes';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { ChartGroup } from '~/components/charts/ChartGroup';
import { TimeRangeControls } from '~/components/charts/TimeRangeControls';
import { customRangeSearch } from '~/components/charts/timeInputs';
import { type TimeRangeSearch, type TimeWindow, windowOf } from '~/components/charts/timeRange';
import { RouteTabs } from '~/components/RouteTabs';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';
import ReloadIcon from '~icons/radix-icons/reload';
import { METRIC_PRESETS } from './metricPresets';
import '~/routes/_app/projects/$project/instances/$instance/-components/instances.css';

/**
 * The metrics tab: CPU, disk and network sub-tabs sharing one period, kept in the URL (`range=day`, or
 * `start=…&end=…`) and carried across the sub-tabs; drag across any chart to zoom every chart in.
 */
export function MetricsTab() {
  const { project, instance } = useInstance();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as TimeRangeSearch;
  // A preset ends "now": now is read when the period is chosen, and again on Refresh.
  const [refreshedAt, setRefreshedAt] = useState(Date.now);
  const { range, start, end } = search;
  const window = useMemo(
    () => windowOf({ range, start, end }, METRIC_PRESETS, 'hour', refreshedAt),
    [range, start, end, refreshedAt],
  );
  const fetching = useIsFetching({ queryKey: ['timeseriesQuery'] }) > 0;
  const base = `/projects/${project}/instances/${instance.name}/metrics`;
  const setRange = useCallback(
    (next: TimeRangeSearch) => {
      setRefreshedAt(Date.now());
      // A preset replaces a custom period and the other way round: every key is set, to a value or none.
      const period: Record<string, string | undefined> = {
        range: next.range,
        start: next.start,
        end: next.end,
      };
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...period }) });
    },
    [navigate],
  );
  const zoom = useCallback((zoomed: TimeWindow) => setRange(customRangeSearch(zoomed)), [setRange]);
  return (
    <ChartGroup window={window} onZoom={zoom}>
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <RouteTabs
          label="Metrics"
          tabs={[
            { label: 'CPU', to: `${base}/cpu`, keepSearch: true },
            { label: 'Disk', to: `${base}/disk`, keepSearch: true },
            { label: 'Network', to: `${base}/network`, keepSearch: true },
          ]}
        />
        <Flex gap="3" align="start">
          <TimeRangeControls
            presets={METRIC_PRESETS}
            fallback="hour"
            search={search}
            window={window}
            onChange={setRange}
          />
          <Button
            variant="soft"
            loading={fetching}
            onClick={() => {
              setRefreshedAt(Date.now());
              void queryClient.invalidateQueries({ queryKey: ['timeseriesQuery'] });
            }}
          >
            <ReloadIcon aria-hidden />
            Refresh
          </Button>
        </Flex>
      </Flex>
      <Outlet />
    </ChartGroup>
  );
}
