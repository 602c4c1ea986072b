import type { PhysicalDisk } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { allSledsQuery } from '~/api/systemLists';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { DiskPolicyBadge, HardwareStateBadge } from './badges';

const FORM_FACTORS: Record<PhysicalDisk['formFactor'], string> = { u2: 'U.2', m2: 'M.2' };

/** Physical disks: where they sit, what they are, and whether they are in service. */
export function PhysicalDisksTable({
  disks,
  loaded,
  showSled = true,
}: {
  disks: PhysicalDisk[];
  loaded: boolean;
  showSled?: boolean;
}) {
  const sleds = useQuery({ ...allSledsQuery, enabled: showSled });
  const serialOf = new Map(sleds.data?.items.map((sled) => [sled.id, sled.baseboard.serial]));
  return (
    <DataTable
      label="Physical disks"
      rows={disks}
      rowKey={(disk) => disk.id}
      filter={{ name: (disk) => disk.serial }}
      columns={[
        { header: 'Serial', sortValue: (disk) => disk.serial, cell: (disk) => disk.serial },
        ...(showSled
          ? [
              {
                header: 'Sled',
                sortValue: (disk: PhysicalDisk) =>
                  disk.sledId ? (serialOf.get(disk.sledId) ?? disk.sledId) : undefined,
                cell: (disk: PhysicalDisk) =>
                  disk.sledId ? (
                    <Link asChild>
                      <RouterLink to="/system/inventory/sleds/$sledId/disks" params={{ sledId: disk.sledId }}>
                        <TruncatedText
                          text={serialOf.get(disk.sledId) ?? disk.sledId}
                          maxLength={NAME_LIMITS.cell}
                          focusable={false}
                        />
                      </RouterLink>
                    </Link>
                  ) : (
                    '—'
                  ),
              },
            ]
          : []),
        {
          header: 'Form factor',
          sortValue: (disk) => FORM_FACTORS[disk.formFactor],
          cell: (disk) => FORM_FACTORS[disk.formFactor],
        },
        { header: 'Vendor', sortValue: (disk) => disk.vendor, cell: (disk) => disk.vendor },
        {
          header: 'Model',
          sortValue: (disk) => disk.model,
          cell: (disk) => <TruncatedText text={disk.model} maxLength={24} />,
        },
        {
          header: 'Policy',
          sortValue: (disk) => disk.policy.kind,
          cell: (disk) => <DiskPolicyBadge policy={disk.policy} />,
        },
        {
          header: 'State',
          sortValue: (disk) => disk.state,
          cell: (disk) => <HardwareStateBadge state={disk.state} />,
        },
      ]}
      empty={
        loaded ? <EmptyState title="No physical disks" body="No disks have been adopted yet." /> : undefined
      }
    />
  );
}
