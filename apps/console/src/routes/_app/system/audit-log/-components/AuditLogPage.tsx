import { Button, Flex } from '@radix-ui/themes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { pageParams } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { allSilosQuery } from '~/api/systemLists';
import { actorLabel, actorSiloIds } from '~/components/auditActors';
import { builtinUsersQuery, ResultBadge, siloUsersQuery, useActorNames } from '~/components/auditEntries';
import { DataTable } from '~/components/DataTable';
import { FilterInput } from '~/components/FilterInput';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { fromLocalInput, toLocalInput } from '~/forms/timeRange';
import { usePagination } from '~/hooks/usePagination';
import { type AuditLogSearch, filterByActor } from './auditLog';

/** A page of the audit log for the URL's time range, newest first. */
export const auditLogQuery = (search: AuditLogSearch) =>
  apiQuery('auditLogList', {
    query: {
      ...pageParams(search),
      sortBy: 'time_and_id_descending',
      startTime: search.start ? new Date(search.start) : undefined,
      endTime: search.end ? new Date(search.end) : undefined,
    },
  });

/** Loads a page of the log and every name its actors need. */
export async function prefetchAuditLog(queryClient: QueryClient, search: AuditLogSearch) {
  const [page] = await Promise.all([
    queryClient.ensureQueryData(auditLogQuery(search)),
    queryClient.ensureQueryData(builtinUsersQuery),
    queryClient.ensureQueryData(allSilosQuery),
  ]);
  await Promise.all(
    actorSiloIds(page.items).map((silo) => queryClient.ensureQueryData(siloUsersQuery(silo))),
  );
}

/** The fleet's audit log: every change made through the API, filtered by time range and (on the page) actor. */
export function AuditLogPage() {
  const search = useSearch({ from: '/_app/system/audit-log' });
  const navigate = useNavigate();
  const pagination = usePagination();
  const entries = useQuery(auditLogQuery(search));
  const names = useActorNames(entries.data?.items ?? []);
  const [actor, setActor] = useState('');
  const [start, setStart] = useState(toLocalInput(search.start));
  const [end, setEnd] = useState(toLocalInput(search.end));

  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    navigate({
      to: '/system/audit-log',
      search: { start: fromLocalInput(start) ?? search.start, end: fromLocalInput(end), limit: search.limit },
    });
  };
  const rows = filterByActor(entries.data?.items ?? [], actor, names);

  return (
    <>
      <PageHeader title="Audit Log" />
      <Flex gap="4" align="end" wrap="wrap" mb="4">
        <form onSubmit={applyRange} aria-label="Time range">
          <Flex gap="3" align="end" wrap="wrap">
            <FilterInput label="Start" type="datetime-local" value={start} onChange={setStart} />
            <FilterInput label="End (Optional)" type="datetime-local" value={end} onChange={setEnd} />
            <Button type="submit" variant="soft">
              Apply range
            </Button>
          </Flex>
        </form>
        <FilterInput
          label="Actor"
          type="search"
          placeholder="Filter this page by actor"
          value={actor}
          onChange={setActor}
        />
      </Flex>
      <DataTable
        label="Audit log"
        rows={rows}
        rowKey={(entry) => entry.id}
        filter={{ name: (entry) => entry.operationId }}
        paginated={pagination.hasPrev || Boolean(entries.data?.nextPage)}
        columns={[
          {
            header: 'Time',
            sortValue: (entry) => entry.timeStarted,
            cell: (entry) => entry.timeStarted.toLocaleString(),
          },
          {
            header: 'Actor',
            sortValue: (entry) => actorLabel(entry.actor, names),
            cell: (entry) => actorLabel(entry.actor, names),
          },
          {
            header: 'Operation',
            sortValue: (entry) => entry.operationId,
            cell: (entry) => entry.operationId,
          },
          { header: 'Result', cell: (entry) => <ResultBadge result={entry.result} /> },
          { header: 'Source IP', sortValue: (entry) => entry.sourceIp, cell: (entry) => entry.sourceIp },
          {
            header: 'Duration',
            sortValue: (entry) => entry.timeCompleted.getTime() - entry.timeStarted.getTime(),
            cell: (entry) => `${entry.timeCompleted.getTime() - entry.timeStarted.getTime()} ms`,
          },
        ]}
        empty={
          entries.isSuccess ? (
            <EmptyState
              title="No entries"
              body={
                actor
                  ? 'No entry on this page matches the actor filter.'
                  : 'Nothing was recorded in this time range.'
              }
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={entries.data?.nextPage} loading={entries.isFetching} />
    </>
  );
}
