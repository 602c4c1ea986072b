import { formatRelativeTime } from '@rackconsole/sdk';
import { Callout, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { type EventSubject, entryConcerns, resourceEventsQuery } from '~/api/resourceEvents';
import { actorLabel } from './auditActors';
import { ResultBadge, useActorNames } from './auditEntries';
import { DataTable } from './DataTable';
import { EmptyState } from './PageHeader';
import { QueryPanel } from './QueryPanel';

/**
 * A resource's Events tab: its entries of the fleet's audit log (every change made through the API), newest
 * first, with who made each and how it ended. The audit log is the fleet's, so only fleet viewers can read it.
 */
export function ResourceEvents({ subject }: { subject: EventSubject }) {
  const me = useQuery(apiQuery('currentUserView'));
  const log = useQuery({ ...resourceEventsQuery(subject), enabled: Boolean(me.data?.fleetViewer) });
  const entries = (log.data?.items ?? []).filter((entry) => entryConcerns(entry, subject));
  const names = useActorNames(entries);
  return (
    <section aria-labelledby="resource-events">
      <Heading as="h2" size="4" mb="3" id="resource-events">
        Events
      </Heading>
      {me.data && !me.data.fleetViewer ? (
        <Callout.Root color="gray">
          <Callout.Text>
            Events come from the fleet's audit log, which only fleet viewers and administrators can read.
          </Callout.Text>
        </Callout.Root>
      ) : (
        <QueryPanel query={log} what={`the events of ${subject.kind} ${subject.name}`}>
          <DataTable
            label="Events"
            rows={entries}
            rowKey={(entry) => entry.id}
            filter={{ name: (entry) => entry.operationId }}
            columns={[
              { header: 'Operation', cell: (entry) => entry.operationId },
              {
                header: 'Time',
                cell: (entry) => (
                  <time
                    dateTime={entry.timeCompleted.toISOString()}
                    title={entry.timeCompleted.toLocaleString()}
                  >
                    {formatRelativeTime(entry.timeCompleted)}
                  </time>
                ),
              },
              { header: 'Actor', cell: (entry) => actorLabel(entry.actor, names) },
              { header: 'Result', cell: (entry) => <ResultBadge result={entry.result} /> },
            ]}
            empty={
              log.isSuccess ? (
                <EmptyState title="No events" body="Nothing has been done to it through the API yet." />
              ) : undefined
            }
          />
        </QueryPanel>
      )}
    </section>
  );
}
