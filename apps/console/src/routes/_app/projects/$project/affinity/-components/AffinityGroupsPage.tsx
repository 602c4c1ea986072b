import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FAILURE_DOMAIN_LABELS, memberListQuery, POLICY_LABELS } from '~/api/affinity';
import { antiAffinityGroupListQuery } from '~/api/lists';
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

function MemberCount({ project, group }: { project: string; group: string }) {
  const members = useQuery(memberListQuery(project, group));
  return <>{members.data ? members.data.items.length : '…'}</>;
}

/** A project's anti-affinity groups with their policy, failure domain and size; create, edit and delete. */
export function AffinityGroupsPage() {
  const project = useProjectParam();
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageAffinityGroups', project);
  const groups = useQuery(antiAffinityGroupListQuery(project, pagination.search));
  const deleteGroup = useApiMutation('antiAffinityGroupDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('antiAffinityGroupList', 'instanceAntiAffinityGroupList');
      addToast(`Anti-affinity group ${path.antiAffinityGroup} deleted`);
    },
  });
  const newGroup = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/projects/$project/affinity-new', search: true, params: { project } })}
    >
      New group
    </ActionButton>
  );
  return (
    <>
      <PageHeader title="Affinity Groups" docs="affinity" actions={newGroup} />
      <DataTable
        label="Anti-affinity groups"
        rows={groups.data?.items ?? []}
        rowKey={(group) => group.name}
        filter={{ name: (group) => group.name }}
        paginated={pagination.hasPrev || Boolean(groups.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (group) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/affinity/$antiAffinityGroup"
                  params={{ project, antiAffinityGroup: group.name }}
                >
                  <TruncatedText text={group.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Description',
            sortValue: (group) => group.description,
            cell: (group) => group.description,
          },
          {
            header: 'Policy',
            sortValue: (group) => POLICY_LABELS[group.policy],
            cell: (group) => (
              <Badge color={group.policy === 'fail' ? 'orange' : 'gray'}>{POLICY_LABELS[group.policy]}</Badge>
            ),
          },
          {
            header: 'Failure domain',
            sortValue: (group) => FAILURE_DOMAIN_LABELS[group.failureDomain],
            cell: (group) => FAILURE_DOMAIN_LABELS[group.failureDomain],
          },
          { header: 'Members', cell: (group) => <MemberCount project={project} group={group.name} /> },
          {
            header: 'Created',
            sortValue: (group) => group.timeCreated,
            cell: (group) => formatRelativeTime(group.timeCreated),
          },
        ]}
        actions={(group) => [
          {
            label: 'Edit',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/affinity/$antiAffinityGroup/edit',
                search: true,
                params: { project, antiAffinityGroup: group.name },
              }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'anti-affinity group',
                label: `Are you sure you want to delete anti-affinity group ${group.name}?`,
                doDelete: () =>
                  deleteGroup.mutateAsync({ path: { antiAffinityGroup: group.name }, query: { project } }),
              }),
          },
        ]}
        empty={
          groups.isSuccess ? (
            <EmptyState
              title="No anti-affinity groups"
              body="Anti-affinity groups keep their member instances on different sleds."
              action={newGroup}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={groups.data?.nextPage} loading={groups.isFetching} />
    </>
  );
}
