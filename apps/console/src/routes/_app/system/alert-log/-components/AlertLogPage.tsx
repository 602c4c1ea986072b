import { Button, Flex, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { DataTable } from '~/components/DataTable';
import { FilterInput } from '~/components/FilterInput';
import { NeedsApiVersion } from '~/components/NeedsApiVersion';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { ShortId } from '~/components/systemDisplay';
import { fromLocalInput, toLocalInput } from '~/forms/timeRange';
import { usePagination } from '~/hooks/usePagination';
import { ALERT_LOG_OPERATIONS, alertListQuery } from './alertLogQueries';

/** The alert log: what the rack alerted on, newest first, by alert class (or glob) and creation time. */
export function AlertLogPage() {
  return (
    <>
      <PageHeader title="Alert Log" />
      <NeedsApiVersion operations={[...ALERT_LOG_OPERATIONS]}>
        <AlertLog />
      </NeedsApiVersion>
    </>
  );
}

function AlertLog() {
  const search = useSearch({ from: '/_app/system/alert-log/' });
  const navigate = useNavigate();
  const pagination = usePagination();
  const alerts = useQuery(alertListQuery(search));
  const [alertClass, setAlertClass] = useState(search.class ?? '');
  const [start, setStart] = useState(toLocalInput(search.start));
  const [end, setEnd] = useState(toLocalInput(search.end));

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    navigate({
      to: '/system/alert-log',
      search: {
        class: alertClass.trim() || undefined,
        start: fromLocalInput(start),
        end: fromLocalInput(end),
        limit: search.limit,
      },
    });
  };

  return (
    <>
      <form onSubmit={applyFilter} aria-label="Filter alerts">
        <Flex gap="3" align="end" wrap="wrap" mb="4">
          <FilterInput
            label="Alert class"
            placeholder="e.g. hardware.**"
            value={alertClass}
            onChange={setAlertClass}
          />
          <FilterInput label="From (Optional)" type="datetime-local" value={start} onChange={setStart} />
          <FilterInput label="To (Optional)" type="datetime-local" value={end} onChange={setEnd} />
          <Button type="submit" variant="soft">
            Apply filter
          </Button>
        </Flex>
      </form>
      <DataTable
        label="Alerts"
        rows={alerts.data?.items ?? []}
        rowKey={(alert) => alert.id}
        paginated={pagination.hasPrev || Boolean(alerts.data?.nextPage)}
        columns={[
          {
            header: 'Alert class',
            sortValue: (alert) => alert.class,
            cell: (alert) => (
              <Link asChild>
                <RouterLink to="/system/alert-log/$alertId" params={{ alertId: alert.id }}>
                  {alert.class}
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Raised',
            sortValue: (alert) => alert.timeCreated,
            cell: (alert) => alert.timeCreated.toLocaleString(),
          },
          { header: 'Schema version', sortValue: (alert) => alert.version, cell: (alert) => alert.version },
          { header: 'ID', cell: (alert) => <ShortId id={alert.id} /> },
        ]}
        empty={
          alerts.isSuccess ? (
            <EmptyState
              title="No alerts"
              body={
                search.class || search.start || search.end
                  ? 'No alert matches this class and time range.'
                  : 'The rack has not raised any alerts.'
              }
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={alerts.data?.nextPage} loading={alerts.isFetching} />
    </>
  );
}
