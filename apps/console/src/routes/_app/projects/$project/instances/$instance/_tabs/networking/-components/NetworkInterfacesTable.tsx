import type { Instance, InstanceNetworkInterface } from '@rackconsole/sdk';
import { validateIpNet, validateUniqueItems } from '@rackconsole/validators';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { instanceNicsQuery } from '~/api/instances';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { firstReason, instanceStateReason } from '~/components/reasons';
import { DescriptionField, NameField, TextAreaField } from '~/forms/fields';
import { type NicValues, toNicCreate } from '~/forms/instanceCreateValues';
import { ModalForm } from '~/forms/ModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import {
  emptyNic,
  NetworkInterfaceFields,
} from '~/routes/_app/projects/$project/instances/-components/NetworkInterfaceFields';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The private addresses of an interface, IPv4 first. */
export function privateIps(nic: InstanceNetworkInterface): string[] {
  const stack = nic.ipStack;
  if (stack.type === 'dual_stack') return [stack.value.v4.ip, stack.value.v6.ip];
  return [stack.value.ip];
}

/** The transit IP blocks of every stack; an update replaces them all, so they are sent back unchanged. */
function transitIps(nic: InstanceNetworkInterface): string[] {
  const stack = nic.ipStack;
  if (stack.type === 'dual_stack') return [...stack.value.v4.transitIps, ...stack.value.v6.transitIps];
  return stack.value.transitIps;
}

const parseLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function validateTransitIps(value: unknown) {
  if (typeof value !== 'string') return undefined;
  for (const line of parseLines(value)) {
    const error = validateIpNet(line);
    if (error) return `${line}: ${error}`;
  }
  return validateUniqueItems(parseLines(value));
}

function VpcName({ id }: { id: string }) {
  const vpc = useQuery(apiQuery('vpcView', { path: { vpc: id } }));
  return <>{vpc.data?.name ?? '…'}</>;
}

function SubnetName({ id }: { id: string }) {
  const subnet = useQuery(apiQuery('vpcSubnetView', { path: { subnet: id } }));
  return <>{subnet.data?.name ?? '…'}</>;
}

function AddNicModal({
  project,
  instance,
  nicCount,
  onDismiss,
}: {
  project: string;
  instance: string;
  nicCount: number;
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const form = useForm<NicValues>({ defaultValues: { ...emptyNic(`net${nicCount}`), vpcName: 'default' } });
  const create = useApiMutation('instanceNetworkInterfaceCreate', {
    onSuccess: async (nic) => {
      await invalidate('instanceNetworkInterfaceList');
      addToast(`Network interface ${nic.name} created`);
      onDismiss();
    },
  });
  return (
    <ModalForm
      title="Add network interface"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Add network interface"
      submitting={create.isPending}
      submitError={create.error}
      onSubmit={(values) => create.mutate({ query: { project, instance }, body: toNicCreate(values) })}
    >
      <NetworkInterfaceFields project={project} form={form} />
    </ModalForm>
  );
}

function EditNicModal({ nic, onDismiss }: { nic: InstanceNetworkInterface; onDismiss: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm({
    defaultValues: { name: nic.name, description: nic.description, transitIps: transitIps(nic).join('\n') },
  });
  const update = useApiMutation('instanceNetworkInterfaceUpdate', {
    onSuccess: async (updated) => {
      await invalidate('instanceNetworkInterfaceList');
      addToast(`Network interface ${updated.name} updated`);
      onDismiss();
    },
  });
  return (
    <ModalForm
      title="Edit network interface"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Update network interface"
      submitting={update.isPending}
      submitError={update.error}
      onSubmit={(values) =>
        update.mutate({
          path: { interface: nic.id },
          body: {
            name: values.name,
            description: values.description,
            primary: nic.primary,
            transitIps: parseLines(values.transitIps),
          },
        })
      }
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextAreaField
        name="transitIps"
        control={form.control}
        label="Transit IPs"
        description="IP blocks the instance may send and receive traffic for, one per line (e.g. 10.1.0.0/24)"
        validate={validateTransitIps}
      />
    </ModalForm>
  );
}

/** The instance's network interfaces; they can be added, edited or removed only while it is stopped. */
export function NetworkInterfacesTable({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageNetworkInterfaces', project);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InstanceNetworkInterface | null>(null);
  const nics = useQuery(instanceNicsQuery(project, instance.name));
  const refresh = () => invalidate('instanceNetworkInterfaceList');
  const update = useApiMutation('instanceNetworkInterfaceUpdate', {
    onSuccess: async (nic) => {
      await refresh();
      addToast(`${nic.name} is now the primary interface`);
    },
  });
  const remove = useApiMutation('instanceNetworkInterfaceDelete', {
    onSuccess: async () => {
      await refresh();
      addToast('Network interface deleted');
    },
  });
  const reason = firstReason(unauthorized, instanceStateReason('updateNetworkInterface', instance));
  return (
    <section aria-label="Network interfaces">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          Network interfaces
        </Heading>
        <ActionButton variant="soft" disabledReason={reason} onClick={() => setAdding(true)}>
          Add network interface
        </ActionButton>
      </Flex>
      <DataTable
        label="Network interfaces"
        rows={nics.data?.items ?? []}
        rowKey={(nic) => nic.name}
        viewKey="nics"
        filter={{ name: (nic) => nic.name }}
        columns={[
          {
            header: 'Name',
            sortValue: (nic) => nic.name,
            cell: (nic) => (
              <Flex gap="2" align="center">
                {nic.name}
                {nic.primary ? <Badge variant="soft">primary</Badge> : null}
              </Flex>
            ),
          },
          { header: 'VPC', cell: (nic) => <VpcName id={nic.vpcId} /> },
          { header: 'Subnet', cell: (nic) => <SubnetName id={nic.subnetId} /> },
          {
            header: 'Private IP',
            sortValue: (nic) => privateIps(nic)[0],
            cell: (nic) => (
              <Flex direction="column">
                {privateIps(nic).map((ip) => (
                  <Text key={ip} size="2">
                    {ip}
                  </Text>
                ))}
              </Flex>
            ),
          },
          { header: 'MAC address', sortValue: (nic) => nic.mac, cell: (nic) => nic.mac },
        ]}
        actions={(nic) => [
          { label: 'Edit', disabledReason: reason, onActivate: () => setEditing(nic) },
          {
            label: 'Make primary',
            disabledReason: reason || (nic.primary && 'This is already the primary interface'),
            onActivate: () =>
              confirmAction({
                modalTitle: 'Make primary',
                modalContent: `Make ${nic.name} the primary interface of ${instance.name}?`,
                errorTitle: `Could not make ${nic.name} primary`,
                actionType: 'primary',
                doAction: () =>
                  update.mutateAsync({
                    path: { interface: nic.id },
                    body: {
                      name: nic.name,
                      description: nic.description,
                      primary: true,
                      transitIps: transitIps(nic),
                    },
                  }),
              }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: reason,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'network interface',
                label: `Are you sure you want to delete network interface ${nic.name}?`,
                doDelete: () => remove.mutateAsync({ path: { interface: nic.id } }),
              }),
          },
        ]}
        empty={
          nics.isSuccess ? (
            <EmptyState title="No network interfaces" body="Stop the instance to add a network interface." />
          ) : undefined
        }
      />
      {adding ? (
        <AddNicModal
          project={project}
          instance={instance.name}
          nicCount={nics.data?.items.length ?? 0}
          onDismiss={() => setAdding(false)}
        />
      ) : null}
      {editing ? <EditNicModal nic={editing} onDismiss={() => setEditing(null)} /> : null}
    </section>
  );
}
