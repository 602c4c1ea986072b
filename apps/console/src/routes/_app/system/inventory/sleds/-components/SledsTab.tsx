import { formatBytes, type Sled } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { sledListQuery } from '~/api/inventory';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { ShortId } from '~/components/systemDisplay';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { HardwareStateBadge, SledPolicyBadge } from '~/routes/_app/system/inventory/-components/badges';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The rack's sleds: where they sit, what they offer to instances, and whether new instances may land there. */
export function SledsTab() {
  const pagination = usePagination();
  const sleds = useQuery(sledListQuery(usePageSearch()));
  const unauthorized = useFleetAdminReason();
  const changePolicy = useChangeProvisionPolicy();

  return (
    <>
      <DataTable
        label="Sleds"
        rows={sleds.data?.items ?? []}
        rowKey={(sled) => sled.baseboard.serial}
        filter={{ name: (sled) => sled.baseboard.serial }}
        paginated={pagination.hasPrev || Boolean(sleds.data?.nextPage)}
        columns={[
          {
            header: 'Serial',
            sortValue: (sled) => sled.baseboard.serial,
            cell: (sled) => (
              <Link asChild>
                <RouterLink to="/system/inventory/sleds/$sledId/instances" params={{ sledId: sled.id }}>
                  <TruncatedText
                    text={sled.baseboard.serial}
                    maxLength={NAME_LIMITS.cell}
                    focusable={false}
                  />
                </RouterLink>
              </Link>
            ),
          },
          { header: 'Rack', sortValue: (sled) => sled.rackId, cell: (sled) => <ShortId id={sled.rackId} /> },
          {
            header: 'Usable RAM',
            sortValue: (sled) => sled.usablePhysicalRam,
            cell: (sled) => formatBytes(sled.usablePhysicalRam),
          },
          {
            header: 'Threads',
            sortValue: (sled) => sled.usableHardwareThreads,
            cell: (sled) => sled.usableHardwareThreads,
          },
          {
            header: 'Policy',
            sortValue: (sled) => sled.policy.kind,
            cell: (sled) => <SledPolicyBadge policy={sled.policy} />,
          },
          {
            header: 'State',
            sortValue: (sled) => sled.state,
            cell: (sled) => <HardwareStateBadge state={sled.state} />,
          },
        ]}
        actions={(sled) => [
          {
            label: 'Change provision policy',
            disabledReason:
              unauthorized || (sled.policy.kind === 'expunged' && 'Expunged sleds have no provision policy'),
            onActivate: () => changePolicy(sled),
          },
        ]}
        empty={
          sleds.isSuccess ? <EmptyState title="No sleds" body="This rack has no sleds yet." /> : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={sleds.data?.nextPage} loading={sleds.isFetching} />
    </>
  );
}

/**
 * Flips an in-service sled between provisionable and not, after confirmation. A non-provisionable sled keeps
 * its instances but receives no new ones, which is how operators drain a sled before maintenance.
 */
export function useChangeProvisionPolicy() {
  const invalidate = useInvalidate();
  const setPolicy = useApiMutation('sledSetProvisionPolicy', {
    onSuccess: () => invalidate('sledList', 'sledView'),
  });
  return (sled: Sled) => {
    if (sled.policy.kind === 'expunged') return;
    const makeProvisionable = sled.policy.provisionPolicy === 'non_provisionable';
    confirmAction({
      modalTitle: 'Change provision policy',
      modalContent: makeProvisionable
        ? `Make sled ${sled.baseboard.serial} provisionable? New instances may be placed on it again.`
        : `Make sled ${sled.baseboard.serial} not provisionable? Its instances keep running, but no new instances will be placed on it.`,
      errorTitle: 'Could not change provision policy',
      actionType: 'primary',
      doAction: async () => {
        const result = await setPolicy.mutateAsync({
          path: { sledId: sled.id },
          body: { state: makeProvisionable ? 'provisionable' : 'non_provisionable' },
        });
        const now = result.newState === 'provisionable' ? 'provisionable' : 'not provisionable';
        addToast(`Sled ${sled.baseboard.serial} is now ${now}`);
      },
    });
  };
}
