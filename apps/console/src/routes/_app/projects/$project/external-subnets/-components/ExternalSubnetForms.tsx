import type { SiloSubnetPool } from '@rackconsole/sdk';
import { validateIpNet } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { externalSubnetQuery, siloSubnetPoolsQuery } from '~/api/externalSubnets';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import {
  type ExternalSubnetCreateValues,
  externalSubnetCreateCommand,
  externalSubnetCreateRequest,
} from '~/forms/externalSubnetCommands';
import { DescriptionField, NameField, RadioGroupField, SelectField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';

/** The smallest IPv4 block a seeded pool hands out: a sensible first guess at a block's size. */
const DEFAULT_PREFIX_LENGTH = 28;
const ADDRESS_BITS = { v4: 32, v6: 128 } as const;

/** The pool the form starts on: the silo's default (IPv4 first, as the platform's picker), else the first. */
function defaultPool(pools: readonly SiloSubnetPool[]): string {
  const defaults = pools.filter((pool) => pool.isDefault);
  return (defaults.find((pool) => pool.ipVersion === 'v4') ?? defaults[0] ?? pools[0])?.name ?? '';
}

const poolLabel = (pool: SiloSubnetPool) =>
  `${pool.name} (${pool.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${pool.isDefault ? ', default' : ''})`;

const checkSubnet = (value: unknown) =>
  typeof value === 'string' && value.trim().length > 0 ? validateIpNet(value.trim()) : undefined;

/** A prefix length fits the pool's addresses; the platform checks it against the pool's members. */
const checkPrefixLength = (bits: number) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= bits
    ? undefined
    : `Must be a whole number from 1 to ${bits}`;

export function CreateExternalSubnetForm() {
  const project = useProjectParam();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const pools = useQuery(siloSubnetPoolsQuery()).data?.items ?? [];
  const startingPool = defaultPool(pools);
  const form = useForm<ExternalSubnetCreateValues>({
    defaultValues: {
      name: '',
      description: '',
      allocation: 'pool',
      pool: startingPool,
      prefixLength: DEFAULT_PREFIX_LENGTH,
      subnet: '',
    },
  });
  // Pools that arrive after the form opened still pre-select the default, unless one was picked meanwhile.
  useEffect(() => {
    if (startingPool && !form.getValues('pool')) form.setValue('pool', startingPool);
  }, [startingPool, form]);
  const allocation = useWatch({ control: form.control, name: 'allocation' });
  const poolName = useWatch({ control: form.control, name: 'pool' });
  const ipVersion = pools.find((pool) => pool.name === poolName)?.ipVersion ?? 'v4';
  const back = () =>
    navigate({ to: '/projects/$project/external-subnets', search: true, params: { project } });
  const create = useApiMutation('externalSubnetCreate', {
    onSuccess: async (subnet) => {
      await invalidate('externalSubnetList');
      addToast(`External subnet ${subnet.name} created`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Create external subnet"
      form={form}
      onSubmit={(values) => create.mutate(externalSubnetCreateRequest(project, values))}
      onDismiss={back}
      submitLabel="Create external subnet"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => externalSubnetCreateCommand(externalSubnetCreateRequest(project, values))}
      toTerraform={(values) => ({
        request: { kind: 'externalSubnet', project, body: externalSubnetCreateRequest(project, values).body },
      })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <RadioGroupField
        name="allocation"
        control={form.control}
        label="Allocation"
        required
        items={[
          { value: 'pool', label: 'Next free block of a subnet pool' },
          { value: 'explicit', label: 'A specific subnet' },
        ]}
      />
      {allocation === 'pool' ? (
        <>
          <SelectField
            name="pool"
            control={form.control}
            label="Subnet pool"
            required
            placeholder={pools.length > 0 ? 'Select a pool' : 'No subnet pools are linked to this silo'}
            items={pools.map((pool) => ({ value: pool.name, label: poolLabel(pool) }))}
          />
          <TextField
            name="prefixLength"
            control={form.control}
            label="Prefix length"
            type="number"
            required
            description="The size of the block: /28 holds 16 IPv4 addresses, each step down doubles it."
            validate={checkPrefixLength(ADDRESS_BITS[ipVersion])}
          />
        </>
      ) : (
        <TextField
          name="subnet"
          control={form.control}
          label="Subnet"
          required
          placeholder="100.72.4.0/24"
          description="A block inside one of the silo's subnet pools that no other external subnet overlaps."
          validate={checkSubnet}
        />
      )}
    </SideModalForm>
  );
}

export function EditExternalSubnetForm({ externalSubnet }: { externalSubnet: string }) {
  const project = useProjectParam();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const current = useQuery(externalSubnetQuery(project, externalSubnet)).data;
  const form = useForm({
    values: current ? { name: current.name, description: current.description } : undefined,
  });
  const back = () =>
    navigate({ to: '/projects/$project/external-subnets', search: true, params: { project } });
  const update = useApiMutation('externalSubnetUpdate', {
    onSuccess: async (subnet) => {
      await invalidate('externalSubnetList', 'externalSubnetView', 'instanceExternalSubnetList');
      addToast(`External subnet ${subnet.name} updated`);
      await back();
    },
  });
  const request = (body: { name: string; description: string }) => ({
    path: { externalSubnet },
    query: { project },
    body,
  });
  return (
    <SideModalForm
      title="Edit external subnet"
      form={form}
      onSubmit={(body) => update.mutate(request(body))}
      onDismiss={back}
      submitLabel="Update external subnet"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(body) =>
        rackctl(['external-subnet', 'update', externalSubnet], {
          project,
          name: changedFlag(current?.name ?? '', body.name),
          description: changedFlag(current?.description ?? '', body.description),
        })
      }
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
