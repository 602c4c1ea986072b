import type { IpPool } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { apiCommand, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, SelectField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useFleetAdminReason } from '~/pages/system/fleetRole';
import { addToast } from '~/stores/toasts';
import { ipPoolQuery } from './ipPoolQueries';
import { ASSIGNMENT_LABELS } from './poolDisplay';

interface CreateIpPoolValues {
  name: string;
  description: string;
  ipVersion: IpPool['ipVersion'];
  poolType: IpPool['poolType'];
  assignment: IpPool['assignment'];
}

/** `rackctl ip-pool create` makes unicast pools for silos; other kinds are made through the API. */
export const ipPoolCreateCommand = (values: CreateIpPoolValues) =>
  values.poolType === 'unicast' && values.assignment === 'silos'
    ? rackctl(['ip-pool', 'create', values.name], {
        description: values.description,
        'ip-version': values.ipVersion,
      })
    : apiCommand('systemIpPoolCreate', { body: values });

export function CreateIpPoolForm() {
  const unauthorized = useFleetAdminReason();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<CreateIpPoolValues>({
    defaultValues: { name: '', description: '', ipVersion: 'v4', poolType: 'unicast', assignment: 'silos' },
  });
  const create = useApiMutation('systemIpPoolCreate', {
    onSuccess: async (pool) => {
      await invalidate('systemIpPoolList');
      addToast(`IP pool ${pool.name} created`);
      await navigate({ to: '/system/networking/ip-pools/$pool', params: { pool: pool.name } });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create IP pool"
      form={form}
      onSubmit={(body) => create.mutate({ body })}
      onDismiss={() => navigate({ to: '/system/networking/ip-pools' })}
      submitLabel="Create IP pool"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={ipPoolCreateCommand}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <SelectField
        name="ipVersion"
        control={form.control}
        label="IP version"
        required
        description="Every range of the pool holds addresses of this version."
        items={[
          { value: 'v4', label: 'IPv4' },
          { value: 'v6', label: 'IPv6' },
        ]}
      />
      <SelectField
        name="poolType"
        control={form.control}
        label="Pool type"
        required
        items={[
          { value: 'unicast', label: 'Unicast' },
          { value: 'multicast', label: 'Multicast' },
        ]}
      />
      <SelectField
        name="assignment"
        control={form.control}
        label="Assignment"
        required
        description="Silos allocate instance and floating IPs from their linked pools; a system services pool serves the rack's own services."
        items={Object.entries(ASSIGNMENT_LABELS).map(([value, label]) => ({ value, label }))}
      />
    </SideModalForm>
  );
}

interface EditIpPoolValues {
  name: string;
  description: string;
}

export function EditIpPoolForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { pool: selector } = useParams({ from: '/_app/system/networking/ip-pools/$pool' });
  const pool = useQuery(ipPoolQuery(selector));
  const form = useForm<EditIpPoolValues>({
    values: pool.data ? { name: pool.data.name, description: pool.data.description } : undefined,
  });
  const update = useApiMutation('systemIpPoolUpdate', {
    onSuccess: async (updated) => {
      await invalidate('systemIpPoolList', 'systemIpPoolView');
      addToast(`IP pool ${updated.name} updated`);
      await navigate({ to: '/system/networking/ip-pools/$pool', params: { pool: updated.name } });
    },
  });
  return (
    <SideModalForm
      title="Edit IP pool"
      form={form}
      onSubmit={(body) => update.mutate({ path: { pool: selector }, body })}
      onDismiss={() => navigate({ to: '/system/networking/ip-pools/$pool', params: { pool: selector } })}
      submitLabel="Update IP pool"
      submitting={update.isPending}
      submitError={update.error}
      // The CLI cannot rename an IP pool or change its description.
      toCommand={(body) => apiCommand('systemIpPoolUpdate', { path: { pool: selector }, body })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
