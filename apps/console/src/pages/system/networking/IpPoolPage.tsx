import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Tabs } from '@radix-ui/themes';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { PageHeader } from '~/components/PageHeader';
import { SummaryCard } from '~/pages/system/display';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { allSilosQuery } from '~/pages/system/lists';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { IpRangesTable, ipPoolRangesQuery } from './IpRangesTable';
import { ipPoolQuery, ipPoolSilosQuery } from './ipPoolQueries';
import { LinkedSilosTable } from './LinkedSilosTable';
import { ASSIGNMENT_LABELS, IpVersionBadge, ipPoolUtilizationQuery, PoolUtilization } from './poolDisplay';
import { IP_POOL_KIND } from './poolKinds';

/** Loads what the pool page shows below its header, so it renders with its data. */
export const prefetchIpPoolPage = (queryClient: QueryClient, pool: string) =>
  Promise.all([
    queryClient.ensureQueryData(ipPoolRangesQuery(pool)),
    queryClient.ensureQueryData(ipPoolSilosQuery(pool)),
    queryClient.ensureQueryData(allSilosQuery),
    queryClient.ensureQueryData(ipPoolUtilizationQuery(pool)),
  ]);

/** One IP pool: what it is, how full it is, its address ranges and the silos that may allocate from it. */
export function IpPoolPage() {
  const { pool: selector } = useParams({ from: '/_app/system/networking/ip-pools/$pool' });
  const { data: pool } = useSuspenseQuery(ipPoolQuery(selector));
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const deletePool = useApiMutation('systemIpPoolDelete', {
    onSuccess: async () => {
      await invalidate('systemIpPoolList');
      addToast(`IP pool ${pool.name} deleted`);
      await navigate({ to: '/system/networking/ip-pools' });
    },
  });
  const assign = useApiMutation('systemIpPoolAssign', {
    onSuccess: () => invalidate('systemIpPoolList', 'systemIpPoolView'),
  });
  const otherAssignment = pool.assignment === 'silos' ? 'system_services' : 'silos';
  const changeAssignment = () =>
    confirmAction({
      modalTitle: 'Change assignment',
      modalContent: `Assign IP pool ${pool.name} to ${ASSIGNMENT_LABELS[otherAssignment].toLowerCase()}? ${
        otherAssignment === 'system_services'
          ? "Unlink it from every silo first: a system services pool serves only the rack's own services."
          : 'Silos can then be linked to it and allocate addresses from it.'
      }`,
      errorTitle: 'Could not change the assignment',
      actionType: 'primary',
      doAction: async () => {
        await assign.mutateAsync({ path: { pool: pool.name }, body: { assignment: otherAssignment } });
        addToast(`IP pool ${pool.name} assigned to ${ASSIGNMENT_LABELS[otherAssignment].toLowerCase()}`);
      },
    });
  return (
    <>
      <PageHeader
        title={pool.name}
        docs="ipPools"
        actions={
          <Flex gap="2">
            <ActionButton
              variant="soft"
              disabledReason={unauthorized}
              onClick={() =>
                navigate({ to: '/system/networking/ip-pools/$pool/edit', params: { pool: pool.name } })
              }
            >
              Edit
            </ActionButton>
            <ActionButton variant="soft" disabledReason={unauthorized} onClick={changeAssignment}>
              Change assignment
            </ActionButton>
            <ActionButton
              variant="soft"
              color="red"
              disabledReason={unauthorized}
              onClick={() =>
                confirmDelete({
                  resourceKind: 'IP pool',
                  label: `Are you sure you want to delete IP pool ${pool.name}?`,
                  doDelete: () => deletePool.mutateAsync({ path: { pool: pool.name } }),
                })
              }
            >
              Delete
            </ActionButton>
          </Flex>
        }
      />
      <SummaryCard
        label="IP pool summary"
        items={[
          ['Description', pool.description || '—'],
          ['IP version', <IpVersionBadge key="version" version={pool.ipVersion} />],
          ['Type', pool.poolType],
          ['Assignment', ASSIGNMENT_LABELS[pool.assignment]],
          ['Utilization', <PoolUtilization key="utilization" pool={pool.name} />],
          ['Created', formatRelativeTime(pool.timeCreated)],
        ]}
      />
      <Tabs.Root defaultValue="ranges">
        <Tabs.List aria-label="IP pool">
          <Tabs.Trigger value="ranges">IP ranges</Tabs.Trigger>
          <Tabs.Trigger value="silos">Linked silos</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ranges">
          <IpRangesTable pool={pool} />
        </Tabs.Content>
        <Tabs.Content value="silos">
          <LinkedSilosTable kind={IP_POOL_KIND} pool={pool} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
