import { formatRelativeTime, type SwitchPortSettingsIdentity } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { portSettingsListQuery } from '~/api/systemNetworking';
import { DataTable } from '~/components/DataTable';
import { SideModal } from '~/components/Modal';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { useTerraformExport } from '~/components/TerraformExport';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { PortSettingsDetails } from './PortSettingsDetails';

/** Switch port settings: named bundles of link, address, route and BGP configuration applied to ports. */
export function PortSettingsPage() {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const terraform = useTerraformExport();
  const settings = useQuery(portSettingsListQuery(usePageSearch()));
  const [viewing, setViewing] = useState<SwitchPortSettingsIdentity | null>(null);
  const deleteSettings = useApiMutation('networkingSwitchPortSettingsDelete', {
    onSuccess: async (_, { query }) => {
      await invalidate('networkingSwitchPortSettingsList');
      addToast(`Port settings ${query?.portSettings} deleted`);
    },
  });
  return (
    <NetworkingLayout>
      <DataTable
        label="Port settings"
        rows={settings.data?.items ?? []}
        rowKey={(item) => item.name}
        filter={{ name: (item) => item.name }}
        paginated={pagination.hasPrev || Boolean(settings.data?.nextPage)}
        columns={[
          { header: 'Name', sortValue: (item) => item.name, cell: (item) => item.name },
          { header: 'Description', sortValue: (item) => item.description, cell: (item) => item.description },
          {
            header: 'Created',
            sortValue: (item) => item.timeCreated,
            cell: (item) => formatRelativeTime(item.timeCreated),
          },
        ]}
        actions={(item) => [
          { label: 'View details', onActivate: () => setViewing(item) },
          {
            label: 'Export as Terraform',
            onActivate: () => terraform.open({ systemResourceId: item.id }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'port settings',
                label: `Are you sure you want to delete port settings ${item.name}?`,
                doDelete: () => deleteSettings.mutateAsync({ query: { portSettings: item.name } }),
              }),
          },
        ]}
        empty={
          settings.isSuccess ? (
            <EmptyState title="No port settings" body="No switch port settings have been created." />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={settings.data?.nextPage}
        loading={settings.isFetching}
      />
      <SideModal
        title={viewing ? `Port settings ${viewing.name}` : 'Port settings'}
        open={viewing !== null}
        onDismiss={() => setViewing(null)}
      >
        {viewing ? <PortSettingsDetails name={viewing.name} /> : null}
      </SideModal>
      {terraform.dialog}
    </NetworkingLayout>
  );
}
