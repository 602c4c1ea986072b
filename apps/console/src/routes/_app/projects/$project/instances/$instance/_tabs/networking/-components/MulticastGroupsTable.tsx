import type { Instance, MulticastGroupMember, Params } from '@rackconsole/sdk';
import { Badge, Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { multicastGroupsQuery } from '~/api/instances';
import { instanceMulticastGroupsQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { multicastStateReason } from '~/components/instanceStates';
import { EmptyState } from '~/components/PageHeader';
import { QueryPanel } from '~/components/QueryPanel';
import { rackctl } from '~/forms/cliCommand';
import { TextField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/**
 * The join request of an instance to a multicast group, by the group's name or address (a name nobody uses
 * yet makes a new group); the platform picks the IP version and takes traffic from any source.
 */
export const multicastGroupJoinRequest = (
  project: string,
  instance: string,
  group: string,
): Params<'instanceMulticastGroupJoin'> => ({
  path: { instance, multicastGroup: group.trim() },
  query: { project },
  body: { ipVersion: null, sourceIps: null },
});

/** `rackctl multicast-group join` sending the same request. */
export const multicastGroupJoinCommand = ({ path, query }: Params<'instanceMulticastGroupJoin'>) =>
  rackctl(['multicast-group', 'join', path.multicastGroup], {
    project: query?.project,
    instance: path.instance,
  });

/** A join or leave changes the instance's memberships and the groups themselves (made or ended). */
const REFRESHED_AFTER_MEMBERSHIP = [
  'instanceMulticastGroupList',
  'multicastGroupList',
  'multicastGroupMemberList',
] as const;

function JoinMulticastGroupModal({
  project,
  instance,
  knownGroups,
  onDismiss,
}: {
  project: string;
  instance: string;
  knownGroups: string[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const form = useForm({ defaultValues: { group: '' } });
  const join = useApiMutation('instanceMulticastGroupJoin', {
    onSuccess: async (member) => {
      await invalidate(...REFRESHED_AFTER_MEMBERSHIP);
      addToast(`${instance} joined multicast group ${member.multicastIp}`);
      onDismiss();
    },
  });
  const request = (group: string) => multicastGroupJoinRequest(project, instance, group);
  return (
    <ModalForm
      title="Join multicast group"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Join"
      submitting={join.isPending}
      submitError={join.error}
      toCommand={({ group }) => multicastGroupJoinCommand(request(group))}
      onSubmit={({ group }) => join.mutate(request(group))}
    >
      <TextField
        name="group"
        control={form.control}
        label="Group"
        required
        placeholder="telemetry"
        description={`A group's name or multicast address; a new name makes a new group with an address from the silo's default multicast pool.${
          knownGroups.length > 0 ? ` Groups in this silo: ${knownGroups.join(', ')}.` : ''
        }`}
      />
    </ModalForm>
  );
}

/** The multicast groups the instance belongs to: join one, or leave one, while its state allows. */
export function MulticastGroupsTable({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('joinMulticastGroups', project);
  const [joining, setJoining] = useState(false);
  const memberships = useQuery(instanceMulticastGroupsQuery(project, instance.name));
  const groups = useQuery(multicastGroupsQuery());
  const groupOf = (id: string) => groups.data?.items.find((group) => group.id === id);
  // A group's address names it until the silo's groups have loaded.
  const groupName = (member: MulticastGroupMember) =>
    groupOf(member.multicastGroupId)?.name ?? member.multicastIp;
  const leave = useApiMutation('instanceMulticastGroupLeave', {
    onSuccess: async () => {
      await invalidate(...REFRESHED_AFTER_MEMBERSHIP);
      addToast(`${instance.name} left the multicast group`);
    },
  });
  const stateReason = multicastStateReason(instance);
  return (
    <section aria-labelledby="multicast-groups-heading">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="multicast-groups-heading">
          Multicast groups
        </Heading>
        <ActionButton
          variant="soft"
          disabledReason={unauthorized ?? stateReason}
          onClick={() => setJoining(true)}
        >
          Join multicast group
        </ActionButton>
      </Flex>
      <QueryPanel query={memberships} what="multicast groups">
        <DataTable
          label="Multicast groups"
          rows={memberships.data?.items ?? []}
          rowKey={groupName}
          viewKey="groups"
          filter={{ name: groupName }}
          columns={[
            {
              header: 'Group',
              sortValue: groupName,
              cell: groupName,
            },
            {
              header: 'Multicast IP',
              sortValue: (member) => member.multicastIp,
              cell: (member) => member.multicastIp,
            },
            {
              header: 'Sources',
              cell: (member) => (member.sourceIps.length > 0 ? member.sourceIps.join(', ') : 'Any'),
            },
            {
              header: 'State',
              sortValue: (member) => member.state,
              cell: (member) => (
                <Badge variant="soft" color={member.state === 'joined' ? 'green' : 'gray'}>
                  {member.state}
                </Badge>
              ),
            },
          ]}
          actions={(member) => {
            const name = groupName(member);
            return [
              {
                label: 'Leave',
                danger: true,
                disabledReason: unauthorized ?? stateReason,
                onActivate: () =>
                  confirmAction({
                    modalTitle: 'Leave multicast group',
                    modalContent: `Take ${instance.name} out of multicast group ${name} (${member.multicastIp})? A group ends with its last member.`,
                    errorTitle: `Could not leave ${name}`,
                    actionType: 'danger',
                    doAction: () =>
                      leave.mutateAsync({
                        path: { instance: instance.name, multicastGroup: member.multicastGroupId },
                        query: { project },
                      }),
                  }),
              },
            ];
          }}
          empty={
            memberships.isSuccess ? (
              <EmptyState
                title="No multicast groups"
                body="Join a multicast group to receive the traffic sent to its address."
              />
            ) : undefined
          }
        />
      </QueryPanel>
      {joining ? (
        <JoinMulticastGroupModal
          project={project}
          instance={instance.name}
          knownGroups={(groups.data?.items ?? []).map((group) => group.name)}
          onDismiss={() => setJoining(false)}
        />
      ) : null}
    </section>
  );
}
