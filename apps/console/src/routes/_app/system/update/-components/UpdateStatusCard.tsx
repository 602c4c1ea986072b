import { formatRelativeTime, type UpdateStatus } from '@rackconsole/sdk';
import { Callout, Card, DataList, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { updateStatusQuery } from '~/api/update';
import '~/components/systemDisplay.css';

/** How often the status is re-read while components are still moving to the target release. */
const UPDATING_POLL_MS = 5000;

/** Whether some component still runs a release other than the target, i.e. the update is under way. */
const isUpdating = (status: UpdateStatus | undefined) =>
  Boolean(
    status?.targetRelease &&
      Object.keys(status.componentsByReleaseVersion).some(
        (version) => version !== status.targetRelease?.version,
      ),
  );

/** Where the rack's software stands: the target release, and how many components run each release. */
export function UpdateStatusCard() {
  const status = useQuery({
    ...updateStatusQuery,
    refetchInterval: (query) => (isUpdating(query.state.data) ? UPDATING_POLL_MS : false),
  });
  const data = status.data;
  if (!data) return null;
  const versions = Object.entries(data.componentsByReleaseVersion).sort(([a], [b]) =>
    b.localeCompare(a, 'en', { numeric: true }),
  );
  const total = versions.reduce((sum, [, count]) => sum + count, 0);
  return (
    <Card mb="5">
      <Flex direction="column" gap="4">
        {data.suspended ? (
          <Callout.Root color="amber" role="status">
            <Callout.Text>
              Automatic updates are suspended until a recovery is finished.
              {data.contactSupport ? ' Contact support before continuing.' : ''}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <DataList.Root orientation="vertical" size="2" className="system-summary" aria-label="Update status">
          <DataList.Item>
            <DataList.Label>Target release</DataList.Label>
            <DataList.Value>
              {data.targetRelease
                ? `${data.targetRelease.version}, set ${formatRelativeTime(data.targetRelease.timeRequested)}`
                : 'None set'}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>State</DataList.Label>
            <DataList.Value>
              {data.suspended ? 'Suspended' : isUpdating(data) ? 'Updating' : 'Up to date'}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Last step planned</DataList.Label>
            <DataList.Value>{formatRelativeTime(data.timeLastStepPlanned)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <section aria-label="Components by release">
          <Heading as="h3" size="2" mb="2">
            Components by release
          </Heading>
          {versions.length === 0 ? (
            <Text size="2" color="gray">
              No release has been set, so no components are tracked yet.
            </Text>
          ) : (
            <Flex direction="column" gap="2">
              {versions.map(([version, count]) => (
                <Flex key={version} align="center" gap="3">
                  <Text size="2" style={{ minWidth: '8rem' }}>
                    {version}
                  </Text>
                  <Progress
                    value={total ? (count / total) * 100 : 0}
                    aria-label={`Components on ${version}`}
                    style={{ maxWidth: '20rem' }}
                  />
                  <Text size="2" color="gray">
                    {`${count} component${count === 1 ? '' : 's'}`}
                  </Text>
                </Flex>
              ))}
            </Flex>
          )}
        </section>
      </Flex>
    </Card>
  );
}
