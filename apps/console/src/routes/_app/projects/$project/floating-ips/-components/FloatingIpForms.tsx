import type { Params } from '@rackconsole/sdk';
import { validateIp } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { ipPoolsQuery } from '~/api/vpcs';
import { apiCommand, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, SelectField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';

/** The pool choice's value for the silo's default pool. */
const AUTO_POOL = 'auto';

function usePoolItems() {
  const pools = useQuery(ipPoolsQuery());
  const unicast = (pools.data?.items ?? []).filter((pool) => pool.poolType === 'unicast');
  return [
    { value: AUTO_POOL, label: 'Silo default pool' },
    ...unicast.map((pool) => ({
      value: pool.name,
      label: `${pool.name} (${pool.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${pool.isDefault ? ', default' : ''})`,
    })),
  ];
}

interface FloatingIpCreateValues {
  name: string;
  description: string;
  pool: string;
  address: string;
}

/** The create request of the form's values: a typed address wins over the pool. */
export const floatingIpCreateRequest = (
  project: string,
  { name, description, pool, address }: FloatingIpCreateValues,
): Params<'floatingIpCreate'> => ({
  query: { project },
  body: {
    name,
    description,
    addressAllocator: address
      ? { type: 'explicit', ip: address }
      : {
          type: 'auto',
          poolSelector: pool === AUTO_POOL ? { type: 'auto', ipVersion: null } : { type: 'explicit', pool },
        },
  },
});

/** A typed address wins over the pool, as in the form. */
export const floatingIpCreateCommand = (project: string, values: FloatingIpCreateValues) =>
  rackctl(['floating-ip', 'create', values.name], {
    project,
    ip: values.address,
    pool: values.address || values.pool === AUTO_POOL ? undefined : values.pool,
    description: values.description,
  });

const checkIp = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? validateIp(value) : undefined;

export function CreateFloatingIpForm() {
  const project = useProjectParam();
  const unauthorized = useUnauthorizedReason('manageFloatingIps', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const poolItems = usePoolItems();
  const form = useForm<FloatingIpCreateValues>({
    defaultValues: { name: '', description: '', pool: AUTO_POOL, address: '' },
  });
  const back = () => navigate({ to: '/projects/$project/floating-ips', search: true, params: { project } });
  const create = useApiMutation('floatingIpCreate', {
    onSuccess: async (ip) => {
      await invalidate('floatingIpList');
      addToast(`Floating IP ${ip.name} created`);
      await back();
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create floating IP"
      form={form}
      onSubmit={(values) => create.mutate(floatingIpCreateRequest(project, values))}
      onDismiss={back}
      submitLabel="Create floating IP"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => floatingIpCreateCommand(project, values)}
      toTerraform={(values) => ({
        request: { kind: 'floatingIp', project, body: floatingIpCreateRequest(project, values).body },
      })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <SelectField
        name="pool"
        control={form.control}
        label="IP pool"
        required
        description="The next free address of this pool is allocated."
        items={poolItems}
      />
      <TextField
        name="address"
        control={form.control}
        label="IP address"
        placeholder="203.0.113.20"
        description="A specific address from one of the silo's pools, instead of the pool's next free one."
        validate={checkIp}
      />
    </SideModalForm>
  );
}

export function EditFloatingIpForm({ floatingIp }: { floatingIp: string }) {
  const project = useProjectParam();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const current = useQuery(apiQuery('floatingIpView', { path: { floatingIp }, query: { project } })).data;
  const form = useForm({
    values: current ? { name: current.name, description: current.description } : undefined,
  });
  const back = () => navigate({ to: '/projects/$project/floating-ips', search: true, params: { project } });
  const update = useApiMutation('floatingIpUpdate', {
    onSuccess: async (ip) => {
      await invalidate('floatingIpList', 'floatingIpView');
      addToast(`Floating IP ${ip.name} updated`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Edit floating IP"
      form={form}
      onSubmit={(body) => update.mutate({ path: { floatingIp }, query: { project }, body })}
      onDismiss={back}
      submitLabel="Update floating IP"
      submitting={update.isPending}
      submitError={update.error}
      // The CLI cannot rename a floating IP or change its description.
      toCommand={(body) => apiCommand('floatingIpUpdate', { path: { floatingIp }, query: { project }, body })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
