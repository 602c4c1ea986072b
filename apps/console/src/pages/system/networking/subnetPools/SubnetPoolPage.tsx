import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Tabs } from '@radix-ui/themes';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { PageHeader } from '~/components/PageHeader';
import { firstReason } from '~/components/reasons';
import { SummaryCard } from '~/pages/system/display';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { LinkedSilosTable } from '~/pages/system/networking/LinkedSilosTable';
import { IpVersionBadge, UtilizationCount } from '~/pages/system/networking/poolDisplay';
import { SUBNET_POOL_KIND } from '~/pages/system/networking/poolKinds';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { MembersTable } from './MembersTable';
import { subnetPoolDeleteReason, subnetPoolQuery, subnetPoolUtilizationQuery } from './queries';

const poolRoute = getRouteApi('/_app/system/networking/subnet-pools/$pool');

/** One subnet pool: what it is, how much of it is allocated, its member subnets and the silos linked to it. */
export function SubnetPoolPage() {
  const { pool: selector } = poolRoute.useParams();
  const { data: pool } = useSuspenseQuery(subnetPoolQuery(selector));
  const utilization = useQuery(subnetPoolUtilizationQuery(selector)).data;
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const deletePool = useApiMutation('systemSubnetPoolDelete', {
    onSuccess: async () => {
      await invalidate('systemSubnetPoolList');
      addToast(`Subnet pool ${pool.name} deleted`);
      await navigate({ to: '/system/networking/subnet-pools' });
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
                navigate({ to: '/system/networking/subnet-pools/$pool/edit', params: { pool: pool.name } })
              }
            >
              Edit
            </ActionButton>
            <ActionButton
              variant="soft"
              color="red"
              disabledReason={firstReason(unauthorized, subnetPoolDeleteReason(utilization))}
              onClick={() =>
                confirmDelete({
                  resourceKind: 'subnet pool',
                  label: `Are you sure you want to delete subnet pool ${pool.name}? Its silo links go with it.`,
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
        label="Subnet pool summary"
        items={[
          ['Description', pool.description || '—'],
          ['IP version', <IpVersionBadge key="version" version={pool.ipVersion} />],
          ['Utilization', <UtilizationCount key="utilization" utilization={utilization} />],
          ['Created', formatRelativeTime(pool.timeCreated)],
        ]}
      />
      <Tabs.Root defaultValue="members">
        <Tabs.List aria-label="Subnet pool">
          <Tabs.Trigger value="members">Member subnets</Tabs.Trigger>
          <Tabs.Trigger value="silos">Linked silos</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="members">
          <MembersTable pool={pool} />
        </Tabs.Content>
        <Tabs.Content value="silos">
          <LinkedSilosTable kind={SUBNET_POOL_KIND} pool={pool} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
