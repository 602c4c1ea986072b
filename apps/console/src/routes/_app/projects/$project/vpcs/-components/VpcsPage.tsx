import { formatRelativeTime } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { vpcDeleteBlocker } from '~/api/deleteBlockers';
import { vpcListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** A project's VPCs, with create, edit and delete. */
export function VpcsPage() {
  const project = useProjectParam();
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedReason('manageVpcs', project);
  const vpcs = useQuery(vpcListQuery(project, pagination.search));
  const deleteVpc = useApiMutation('vpcDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('vpcList');
      addToast(`VPC ${path.vpc} deleted`);
    },
  });
  const newVpc = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/projects/$project/vpcs-new', search: true, params: { project } })}
    >
      New VPC
    </ActionButton>
  );

  return (
    <>
      <PageHeader title="VPCs" docs="vpcs" actions={newVpc} />
      <DataTable
        label="VPCs"
        rows={vpcs.data?.items ?? []}
        rowKey={(vpc) => vpc.name}
        filter={{ name: (vpc) => vpc.name }}
        paginated={pagination.hasPrev || Boolean(vpcs.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (vpc) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/vpcs/$vpc/firewall-rules"
                  params={{ project, vpc: vpc.name }}
                >
                  <TruncatedText text={vpc.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          { header: 'DNS name', sortValue: (vpc) => vpc.dnsName, cell: (vpc) => vpc.dnsName },
          { header: 'Description', sortValue: (vpc) => vpc.description, cell: (vpc) => vpc.description },
          {
            header: 'Created',
            sortValue: (vpc) => vpc.timeCreated,
            cell: (vpc) => formatRelativeTime(vpc.timeCreated),
          },
        ]}
        actions={(vpc) => [
          {
            label: 'Edit',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/vpcs/$vpc/edit',
                search: true,
                params: { project, vpc: vpc.name },
              }),
          },
          {
            label: 'Create similar',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/vpcs-new',
                params: { project },
                search: { from: vpc.name },
              }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: async () =>
              confirmDelete({
                resourceKind: 'VPC',
                label: `Are you sure you want to delete VPC ${vpc.name}?`,
                blockedBy: await vpcDeleteBlocker(queryClient, project, vpc.name),
                doDelete: () => deleteVpc.mutateAsync({ path: { vpc: vpc.name }, query: { project } }),
              }),
          },
        ]}
        empty={
          vpcs.isSuccess ? (
            <EmptyState
              title="No VPCs"
              body="You need to create a VPC to be able to see it here."
              action={newVpc}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={vpcs.data?.nextPage} loading={vpcs.isFetching} />
    </>
  );
}
