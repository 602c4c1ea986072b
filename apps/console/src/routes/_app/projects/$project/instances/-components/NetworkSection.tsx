import { Button, Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { apiQuery } from '~/api/queries';
import { CheckboxField, CheckboxGroupField, RadioGroupField, SelectField } from '~/forms/fields';
import { ItemsTable } from '~/forms/ItemsTable';
import type { InstanceCreateValues, NicValues } from '~/forms/instanceCreateValues';
import { ModalForm } from '~/forms/ModalForm';
import { emptyNic, NetworkInterfaceFields } from './NetworkInterfaceFields';

/** The platform gives an instance at most 8 network interfaces. */
const MAX_NICS = 8;

function AddNicDialog({
  project,
  taken,
  onAdd,
  onDismiss,
}: {
  project: string;
  taken: string[];
  onAdd: (nic: NicValues) => void;
  onDismiss: () => void;
}) {
  const form = useForm<NicValues>({
    defaultValues: { ...emptyNic(`net${taken.length}`), vpcName: 'default' },
  });
  return (
    <ModalForm
      title="Add network interface"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Add network interface"
      onSubmit={(nic) => {
        if (taken.includes(nic.name)) {
          form.setError('name', { message: 'Another interface of this instance has this name' });
          return;
        }
        onAdd(nic);
      }}
    >
      <NetworkInterfaceFields project={project} form={form} />
    </ModalForm>
  );
}

/** Pools an ephemeral address can come from: the silo's default, or a named unicast pool. */
export function usePoolItems() {
  const pools = useQuery(apiQuery('ipPoolList', { query: { limit: 100, poolType: 'unicast' } }));
  return [
    { value: 'auto', label: 'Silo default pool' },
    ...(pools.data?.items ?? []).map((pool) => ({
      value: pool.name,
      label: `${pool.name} (${pool.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${pool.isDefault ? ', default' : ''})`,
    })),
  ];
}

/** Network interfaces (default, none or custom) and external addresses (ephemeral with a pool, floating). */
export function NetworkSection({
  project,
  form,
}: {
  project: string;
  form: UseFormReturn<InstanceCreateValues>;
}) {
  const { control } = form;
  const [adding, setAdding] = useState(false);
  const [networkType, nics, ephemeralIp] = useWatch({
    control,
    name: ['networkType', 'nics', 'ephemeralIp'],
  });
  const floatingIps = useQuery(apiQuery('floatingIpList', { query: { project, limit: 100 } }));
  const poolItems = usePoolItems();
  const freeFloatingIps = (floatingIps.data?.items ?? []).filter((ip) => !ip.instanceId);
  return (
    <Flex direction="column" gap="3">
      <RadioGroupField
        name="networkType"
        control={control}
        label="Network interfaces"
        required
        items={[
          {
            value: 'default_dual_stack',
            label: "Default: one interface in the project's default VPC (IPv4 and IPv6)",
          },
          { value: 'default_ipv4', label: 'Default, IPv4 only' },
          { value: 'default_ipv6', label: 'Default, IPv6 only' },
          { value: 'none', label: 'None' },
          { value: 'create', label: 'Custom' },
        ]}
      />
      {networkType === 'create' ? (
        <Flex direction="column" gap="2">
          <ItemsTable
            caption="Network interfaces"
            columns={[
              { header: 'Name', cell: (nic) => nic.name },
              { header: 'VPC', cell: (nic) => nic.vpcName },
              { header: 'Subnet', cell: (nic) => nic.subnetName },
            ]}
            items={nics}
            keyOf={(nic) => nic.name}
            removeLabel={(nic) => `Remove network interface ${nic.name}`}
            onRemove={(index) =>
              form.setValue(
                'nics',
                nics.filter((_, other) => other !== index),
              )
            }
            empty="No network interfaces yet; without any the instance gets none."
          />
          <Flex>
            <Button
              type="button"
              variant="soft"
              disabled={nics.length >= MAX_NICS}
              onClick={() => setAdding(true)}
            >
              Add network interface
            </Button>
          </Flex>
        </Flex>
      ) : null}
      <Heading as="h3" size="2" mt="2">
        External IPs
      </Heading>
      <CheckboxField name="ephemeralIp" control={control} label="Allocate an ephemeral IP" />
      {ephemeralIp ? (
        <SelectField
          name="ephemeralIpPool"
          control={control}
          label="Ephemeral IP pool"
          required
          items={poolItems}
        />
      ) : null}
      {freeFloatingIps.length > 0 ? (
        <CheckboxGroupField
          name="floatingIps"
          control={control}
          label="Floating IPs"
          description="Unattached floating IPs of the project"
          items={freeFloatingIps.map((ip) => ({ value: ip.name, label: `${ip.name} (${ip.ip})` }))}
        />
      ) : null}
      {adding ? (
        <AddNicDialog
          project={project}
          taken={nics.map((nic) => nic.name)}
          onDismiss={() => setAdding(false)}
          onAdd={(nic) => {
            form.setValue('nics', [...nics, nic]);
            setAdding(false);
          }}
        />
      ) : null}
    </Flex>
  );
}
