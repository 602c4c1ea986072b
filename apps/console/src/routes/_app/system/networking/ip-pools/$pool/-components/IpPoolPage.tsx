import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ipPoolQuery, ipPoolRangesQuery, ipPoolSilosQuery, ipPoolUtilizationQuery } from '~/api/ipPools';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { allSilosQuery } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { ASSIGNMENT_LABELS, PoolUtilization } from '~/components/poolDisplay';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { IP_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { PoolPage } from '~/routes/_app/system/networking/-components/PoolPage';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { IpRangesTable } from './IpRangesTable';

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
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
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
    <PoolPage
      kind={IP_POOL_KIND}
      pool={pool}
      actions={
        <ActionButton variant="soft" disabledReason={unauthorized} onClick={changeAssignment}>
          Change assignment
        </ActionButton>
      }
      details={[
        ['Type', pool.poolType],
        ['Assignment', ASSIGNMENT_LABELS[pool.assignment]],
        ['Utilization', <PoolUtilization key="utilization" pool={pool.name} />],
      ]}
      tab={{ value: 'ranges', label: 'IP ranges', content: <IpRangesTable pool={pool} /> }}
    />
  );
}
