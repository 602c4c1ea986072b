import { formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useParams } from '@tanstack/react-router';
import { sledQuery } from '~/api/sleds';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { PageHeader } from '~/components/PageHeader';
import { RouteTabs } from '~/components/RouteTabs';
import { ShortId, SummaryCard } from '~/components/systemDisplay';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { HardwareStateBadge, SledPolicyBadge } from '~/routes/_app/system/inventory/-components/badges';
import { useChangeProvisionPolicy } from '~/routes/_app/system/inventory/sleds/-components/SledsTab';

/** The sled page frame: its serial, a summary of what it offers, and the instances and disks tabs. */
export function SledLayout() {
  const { sledId } = useParams({ from: '/_app/system/inventory/sleds/$sledId' });
  const { data: sled } = useSuspenseQuery(sledQuery(sledId));
  const unauthorized = useFleetAdminReason();
  const changePolicy = useChangeProvisionPolicy();
  const base = `/system/inventory/sleds/${sledId}`;
  return (
    <>
      <PageHeader
        title={sled.baseboard.serial}
        docs="inventory"
        actions={
          <ActionButton
            variant="soft"
            disabledReason={
              unauthorized || (sled.policy.kind === 'expunged' && 'Expunged sleds have no provision policy')
            }
            onClick={() => changePolicy(sled)}
          >
            Change provision policy
          </ActionButton>
        }
      />
      <SummaryCard
        label="Sled summary"
        items={[
          [
            'ID',
            <Flex key="id" gap="2" align="center">
              <ShortId id={sled.id} />
              <CopyButton text={sled.id} label="Copy sled ID" />
            </Flex>,
          ],
          ['Part', `${sled.baseboard.part} rev ${sled.baseboard.revision}`],
          ['Rack', <ShortId key="rack" id={sled.rackId} />],
          ['Usable RAM', formatBytes(sled.usablePhysicalRam)],
          ['Threads', sled.usableHardwareThreads],
          ['Policy', <SledPolicyBadge key="policy" policy={sled.policy} />],
          ['State', <HardwareStateBadge key="state" state={sled.state} />],
          ['Added', formatRelativeTime(sled.timeCreated)],
        ]}
      />
      <RouteTabs
        label="Sled"
        tabs={[
          { label: 'Instances', to: `${base}/instances` },
          { label: 'Physical disks', to: `${base}/disks` },
        ]}
      />
      <Outlet />
    </>
  );
}
