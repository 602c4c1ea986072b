import { ReloadIcon } from '@radix-ui/react-icons';
import { Button, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { createContext, useContext, useState } from 'react';
import { RouteTabs } from '~/components/RouteTabs';
import { useInstance } from '~/pages/instances/queries';
import { TIME_RANGES, type TimeRange } from './metricQueries';
import '~/pages/instances/instances.css';

/**
 * The chosen time range, shared by the CPU, disk and network sub-tabs. It lives in this layout (not the URL)
 * so switching sub-tabs keeps it: tab links carry no search parameters.
 */
const TimeRangeContext = createContext<TimeRange>('hour');
export const useTimeRange = () => useContext(TimeRangeContext);

/** The metrics tab: CPU, disk and network sub-tabs with a time-range picker and a refresh button. */
export function MetricsTab() {
  const { project, instance } = useInstance();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<TimeRange>('hour');
  const fetching = useIsFetching({ queryKey: ['timeseriesQuery'] }) > 0;
  const base = `/projects/${project}/instances/${instance.name}/metrics`;
  return (
    <TimeRangeContext.Provider value={range}>
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <RouteTabs
          label="Metrics"
          tabs={[
            { label: 'CPU', to: `${base}/cpu` },
            { label: 'Disk', to: `${base}/disk` },
            { label: 'Network', to: `${base}/network` },
          ]}
        />
        <Flex gap="3" align="center">
          <Text size="2" id="metrics-range-label" className="visually-hidden">
            Time range
          </Text>
          <SegmentedControl.Root
            value={range}
            onValueChange={(value) => setRange(value as TimeRange)}
            aria-labelledby="metrics-range-label"
          >
            {(Object.keys(TIME_RANGES) as TimeRange[]).map((key) => (
              <SegmentedControl.Item key={key} value={key}>
                {TIME_RANGES[key].label}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
          <Button
            variant="soft"
            loading={fetching}
            onClick={() => queryClient.invalidateQueries({ queryKey: ['timeseriesQuery'] })}
          >
            <ReloadIcon aria-hidden />
            Refresh
          </Button>
        </Flex>
      </Flex>
      <Outlet />
    </TimeRangeContext.Provider>
  );
}
