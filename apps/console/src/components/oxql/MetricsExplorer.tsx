import { formatCompactNumber, type TimeseriesSchema } from '@rackconsole/sdk';
import { oxqlErrorPosition, oxqlSeries } from '@rackconsole/sdk/oxql';
import { Button, Callout, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { apiQuery } from '~/api/queries';
import { ChartGroup } from '~/components/charts/ChartGroup';
import { LineChart } from '~/components/charts/LineChart';
import { TimeRangeControls } from '~/components/charts/TimeRangeControls';
import { customRangeSearch } from '~/components/charts/timeInputs';
import { type TimeWindow, windowOf } from '~/components/charts/timeRange';
import { DataTable } from '~/components/DataTable';
import { PageHeader } from '~/components/PageHeader';
import { EXPLORER_PRESETS, type ExplorerSearch } from './explorerSearch';
import { type EditorError, OxqlEditor } from './OxqlEditor';
import { offsetOf } from './oxqlText';

/** The most lines one chart draws, and the most points the table lists: enough to read, quick to draw. */
const MAX_LINES = 12;
const MAX_ROWS = 1000;

const STARTERS: { label: string; query: string; fleet?: boolean }[] = [
  {
    label: 'CPU by instance',
    query:
      'get virtual_machine:vcpu_usage\n  | filter state == "run"\n  | align mean_within(5m)\n  | group_by [instance_id], sum',
  },
  { label: 'Disk reads', query: 'get virtual_disk:reads\n  | align mean_within(5m)' },
  {
    label: 'Network received',
    query:
      'get instance_network_interface:bytes_received\n  | align mean_within(5m)\n  | group_by [instance_id], sum',
  },
  {
    label: 'Sled link traffic',
    query: 'get sled_data_link:bytes_received\n  | align mean_within(5m)\n  | group_by [sled_serial], sum',
    fleet: true,
  },
  {
    label: 'CPU temperatures',
    query:
      'get hardware_component:temperature\n  | filter component_kind == "cpu"\n  | align mean_within(10m)',
    fleet: true,
  },
];

const oxqlTime = (ms: number) => `@${new Date(ms).toISOString().replace(/Z$/, '')}`;
/** The query as sent: the user's, as a subquery, narrowed to the chosen period. */
const WRAP_PREFIX = '{ ';
const withPeriod = (query: string, window: TimeWindow) =>
  `${WRAP_PREFIX}${query} } | filter timestamp >= ${oxqlTime(window.start)} && timestamp < ${oxqlTime(window.end)}`;

/** Where a refusal points in the user's own text (the platform counted from the wrapped query). */
function errorIn(query: string, message: string): EditorError | undefined {
  const position = oxqlErrorPosition(message);
  if (!position) return undefined;
  const column = position.line === 1 ? position.column - WRAP_PREFIX.length : position.column;
  const offset = Math.min(query.length, Math.max(0, offsetOf(query, position.line, column)));
  const lines = query.slice(0, offset).split('\n');
  const expected = /Expected: error at [^:]+:[^:]+: (.*)$/m.exec(message)?.[1];
  return {
    offset,
    message: `Line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}: ${expected ?? message}`,
  };
}

interface PointRow {
  key: string;
  series: string;
  time: Date;
  value: number | null;
}

const format = (value: number) => formatCompactNumber(Math.round(value * 100) / 100);

/**
 * The metrics explorer: an OxQL editor, the time range of the other metric pages, and the answer as a chart
 * (a line per timeseries, labelled by the fields that tell them apart) or a table. Query, period and view
 * live in the URL, so a link reproduces the page. `project` scopes it to one project's timeseries.
 */
export function MetricsExplorer({
  project,
  search,
  onSearch,
}: {
  project?: string;
  search: ExplorerSearch;
  onSearch: (next: ExplorerSearch) => void;
}) {
  const starters = STARTERS.filter((starter) => !project || !starter.fleet);
  const [draft, setDraft] = useState(search.q ?? starters[0]?.query ?? '');
  const [shownQuery, setShownQuery] = useState(search.q);
  if (search.q !== shownQuery) {
    // The URL changed under the page (back, a starter, a shared link): the editor follows it.
    setShownQuery(search.q);
    setDraft(search.q ?? '');
  }
  const [refreshedAt, setRefreshedAt] = useState(Date.now);
  const { range, start, end } = search;
  const window = useMemo(
    () => windowOf({ range, start, end }, EXPLORER_PRESETS, 'hour', refreshedAt),
    [range, start, end, refreshedAt],
  );
  const schemas = useQuery({
    ...apiQuery('systemTimeseriesSchemaList', { query: { limit: 1000 } }),
    retry: false,
  });
  const sent = search.q ? withPeriod(search.q, window) : undefined;
  // One query per endpoint (their keys differ); only the one for this page is enabled.
  const projectResult = useQuery({
    ...apiQuery('timeseriesQuery', { query: { project: project ?? '' }, body: { query: sent ?? '' } }),
    enabled: sent !== undefined && project !== undefined,
    retry: false,
  });
  const fleetResult = useQuery({
    ...apiQuery('systemTimeseriesQuery', { body: { query: sent ?? '' } }),
    enabled: sent !== undefined && project === undefined,
    retry: false,
  });
  const result = project ? projectResult : fleetResult;
  const run = (query = draft) => {
    setRefreshedAt(Date.now());
    onSearch({ ...search, q: query });
  };
  const setRange = useCallback(
    (next: ExplorerSearch) => {
      setRefreshedAt(Date.now());
      onSearch({ ...search, range: next.range, start: next.start, end: next.end });
    },
    [onSearch, search],
  );
  const zoom = useCallback((zoomed: TimeWindow) => setRange(customRangeSearch(zoomed)), [setRange]);
  const series = useMemo(() => (result.data ? oxqlSeries(result.data) : []), [result.data]);
  const error = result.error && search.q ? errorIn(search.q, result.error.message) : undefined;
  const lines = series.slice(0, MAX_LINES).map((entry) => ({
    label: entry.label || entry.table,
    points: entry.points.flatMap((point) =>
      point.value === null ? [] : [{ time: point.time, value: point.value }],
    ),
  }));
  const highest = Math.max(0, ...lines.flatMap((line) => line.points.map((point) => point.value)));
  const rows: PointRow[] = series.flatMap((entry, index) =>
    entry.points.map((point) => ({ key: `${index}:${point.time.getTime()}`, series: entry.label, ...point })),
  );
  const view = search.view ?? 'chart';

  return (
    <ChartGroup window={window} onZoom={zoom}>
      <PageHeader title="Metrics explorer" />
      <Flex direction="column" gap="3">
        <Flex gap="2" wrap="wrap" align="center">
          <Text size="2" color="gray">
            Start from
          </Text>
          {starters.map((starter) => (
            <Button key={starter.label} size="1" variant="soft" onClick={() => run(starter.query)}>
              {starter.label}
            </Button>
          ))}
        </Flex>
        <OxqlEditor
          value={draft}
          onChange={setDraft}
          onRun={() => run()}
          schemas={(schemas.data?.items ?? []) as TimeseriesSchema[]}
          error={error}
        />
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex gap="3" align="center">
            <Button onClick={() => run()} loading={result.isFetching} disabled={draft.trim() === ''}>
              Run query
            </Button>
            <SegmentedControl.Root
              value={view}
              onValueChange={(next) => onSearch({ ...search, view: next as ExplorerSearch['view'] })}
              aria-label="Show results as"
            >
              <SegmentedControl.Item value="chart">Chart</SegmentedControl.Item>
              <SegmentedControl.Item value="table">Table</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
          <TimeRangeControls
            presets={EXPLORER_PRESETS}
            fallback="hour"
            search={search}
            window={window}
            onChange={setRange}
          />
        </Flex>
        {series.length > MAX_LINES && view === 'chart' ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>
              Showing {MAX_LINES} of {series.length} timeseries: narrow the query with a filter or a group_by.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {!search.q ? (
          <Text color="gray">Write a query, or start from one above, and run it.</Text>
        ) : view === 'chart' ? (
          <LineChart
            title="Query results"
            lines={lines}
            max={highest > 0 ? highest * 1.1 : 1}
            format={format}
            loading={result.isFetching}
            error={result.error && !error ? result.error : null}
          />
        ) : (
          <DataTable
            label="Query results"
            viewKey="points"
            rows={rows.slice(0, MAX_ROWS)}
            rowKey={(row) => row.key}
            empty={<Text color="gray">No points for this period.</Text>}
            columns={[
              { header: 'Series', cell: (row) => row.series, sortValue: (row) => row.series },
              { header: 'Time', cell: (row) => row.time.toISOString(), sortValue: (row) => row.time },
              {
                header: 'Value',
                cell: (row) => (row.value === null ? '' : format(row.value)),
                sortValue: (row) => row.value,
              },
            ]}
          />
        )}
      </Flex>
    </ChartGroup>
  );
}
