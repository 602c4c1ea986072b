import { formatRelativeTime, INSTANCE_RUN_STATES } from '@rackconsole/sdk';
import { Badge, Flex, Heading, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Outlet, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FAILURE_DOMAIN_LABELS, groupQuery, memberListQuery, POLICY_LABELS } from '~/api/affinity';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { InstanceStateBadge } from '~/components/InstanceStateBadge';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { ResourceSummary } from '~/components/ResourceSummary';
import { TerraformExportButton } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useAffinityParams } from '~/hooks/useRouteParams';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { AddMemberModal } from './AddMemberModal';

/** One anti-affinity group: its settings and members, with add and remove; the edit form opens over it. */
export function AffinityGroupPage() {
  const { project, antiAffinityGroup } = useAffinityParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageAffinityGroups', project);
  const [adding, setAdding] = useState(false);
  const group = useQuery(groupQuery(project, antiAffinityGroup)).data;
  const members = useQuery(memberListQuery(project, antiAffinityGroup));
  const path = { antiAffinityGroup };
  const refreshMembers = () => invalidate('antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList');
  const removeMember = useApiMutation('antiAffinityGroupMemberInstanceDelete', {
    onSuccess: async (_, { path: removed }) => {
      await refreshMembers();
      addToast(`Instance ${removed.instance} removed from ${antiAffinityGroup}`);
    },
  });
  const deleteGroup = useApiMutation('antiAffinityGroupDelete', {
    onSuccess: async () => {
      await invalidate('antiAffinityGroupList', 'instanceAntiAffinityGroupList');
      addToast(`Anti-affinity group ${antiAffinityGroup} deleted`);
      await navigate({ to: '/projects/$project/affinity', params: { project } });
    },
  });
  const addButton = (
    <ActionButton disabledReason={unauthorized} onClick={() => setAdding(true)}>
      Add instance
    </ActionButton>
  );
  return (
    <>
      <PageHeader
        title={antiAffinityGroup}
        docs="affinity"
        actions={
          <>
            {group ? <TerraformExportButton project={project} resourceId={group.id} /> : null}
            <ActionButton
              variant="soft"
              disabledReason={unauthorized}
              onClick={() =>
                navigate({
                  to: '/projects/$project/affinity/$antiAffinityGroup/edit',
                  params: { project, antiAffinityGroup },
                })
              }
            >
              Edit
            </ActionButton>
            <ActionButton
              variant="soft"
              color="red"
              disabledReason={unauthorized}
              onClick={() =>
                confirmDelete({
                  resourceKind: 'anti-affinity group',
                  label: `Are you sure you want to delete anti-affinity group ${antiAffinityGroup}?`,
                  doDelete: () => deleteGroup.mutateAsync({ path, query: { project } }),
                })
              }
            >
              Delete
            </ActionButton>
          </>
        }
      />
      {group ? (
        <ResourceSummary
          label="Anti-affinity group summary"
          items={[
            { label: 'Description', value: group.description || '—' },
            { label: 'Policy', value: <Badge color="gray">{POLICY_LABELS[group.policy]}</Badge> },
            { label: 'Failure domain', value: FAILURE_DOMAIN_LABELS[group.failureDomain] },
            { label: 'Created', value: formatRelativeTime(group.timeCreated) },
          ]}
        />
      ) : null}
      <Flex justify="between" align="center" mb="3" gap="3">
        <Heading as="h2" size="4">
          Members
        </Heading>
        {addButton}
      </Flex>
      <DataTable
        label="Members"
        rows={members.data?.items ?? []}
        rowKey={(member) => member.value.name}
        filter={{
          name: (member) => member.value.name,
          state: { label: 'State', value: (member) => member.value.runState, options: INSTANCE_RUN_STATES },
        }}
        columns={[
          {
            header: 'Instance',
            sortValue: (member) => member.value.name,
            cell: (member) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/instances/$instance"
                  params={{ project, instance: member.value.name }}
                >
                  <TruncatedText text={member.value.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'State',
            sortValue: (member) => member.value.runState,
            cell: (member) => <InstanceStateBadge state={member.value.runState} />,
          },
        ]}
        actions={(member) => [
          {
            label: 'Remove from group',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Remove instance from group',
                modalContent: `Are you sure you want to remove instance ${member.value.name} from ${antiAffinityGroup}?`,
                errorTitle: 'Could not remove instance',
                actionType: 'danger',
                doAction: () =>
                  removeMember.mutateAsync({
                    path: { ...path, instance: member.value.name },
                    query: { project },
                  }),
              }),
          },
        ]}
        empty={
          members.isSuccess ? (
            <EmptyState title="No members" body="Add stopped instances to keep them on different sleds." />
          ) : undefined
        }
      />
      {adding ? (
        <AddMemberModal
          project={project}
          group={antiAffinityGroup}
          members={(members.data?.items ?? []).map((member) => member.value.name)}
          onDismiss={() => setAdding(false)}
        />
      ) : null}
      <Outlet />
    </>
  );
}
