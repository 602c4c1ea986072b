import type { Params } from '@rackconsole/sdk';
import { generateName, validateName } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { vpcQuery } from '~/api/vpcs';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';
import { validateIpv6Net } from './blocks';

const editRoute = getRouteApi('/_app/projects/$project/_vpcs-list/vpcs/$vpc/edit');

interface VpcValues {
  name: string;
  description: string;
  dnsName: string;
  ipv6Prefix: string;
}

export const vpcCreateCommand = (project: string, values: VpcValues) =>
  rackctl(['vpc', 'create', values.name], {
    project,
    'dns-name': values.dnsName,
    'ipv6-prefix': values.ipv6Prefix,
    description: values.description,
  });

type VpcEditValues = Omit<VpcValues, 'ipv6Prefix'>;

/** The create request of the form's values: an empty prefix lets the platform choose one. */
export const vpcCreateRequest = (
  project: string,
  { ipv6Prefix, ...values }: VpcValues,
): Params<'vpcCreate'> => ({
  query: { project },
  body: { ...values, ipv6Prefix: ipv6Prefix || undefined },
});

/** The update request of the form's values. */
export const vpcUpdateRequest = (project: string, vpc: string, body: VpcEditValues): Params<'vpcUpdate'> => ({
  path: { vpc },
  query: { project },
  body,
});

/** Only what changed: the CLI leaves a field it is not given as it is. */
export const vpcUpdateCommand = (project: string, vpc: string, current: VpcEditValues, next: VpcEditValues) =>
  rackctl(['vpc', 'update', vpc], {
    project,
    name: changedFlag(current.name, next.name),
    'dns-name': changedFlag(current.dnsName, next.dnsName),
    description: changedFlag(current.description, next.description),
  });

const validateDnsName = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? validateName(value) : undefined;

export function CreateVpcForm() {
  const project = useProjectParam();
  const unauthorized = useUnauthorizedReason('manageVpcs', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  // 'Create similar' names the VPC to start from: its description, and a new name for it and its DNS name
  // (the IPv6 prefix is left for the platform to pick, as two VPCs cannot share one).
  const { from } = useSearch({ from: '/_app/projects/$project/_vpcs-list/vpcs-new' });
  const similarTo = useQuery({ ...vpcQuery(project, from ?? ''), enabled: Boolean(from) }).data;
  const name = similarTo ? generateName(similarTo.name) : '';
  const form = useForm<VpcValues>({
    defaultValues: { name, description: similarTo?.description ?? '', dnsName: name, ipv6Prefix: '' },
  });
  const create = useApiMutation('vpcCreate', {
    onSuccess: async (vpc) => {
      await invalidate('vpcList');
      addToast(`VPC ${vpc.name} created`);
      await navigate({
        to: '/projects/$project/vpcs/$vpc/firewall-rules',
        params: { project, vpc: vpc.name },
      });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create VPC"
      form={form}
      onSubmit={(values) => create.mutate(vpcCreateRequest(project, values))}
      onDismiss={() => navigate({ to: '/projects/$project/vpcs', search: true, params: { project } })}
      submitLabel="Create VPC"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => vpcCreateCommand(project, values)}
      toTerraform={(values) => ({
        request: { kind: 'vpc', project, body: vpcCreateRequest(project, values).body },
      })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField name="dnsName" control={form.control} label="DNS name" required validate={validateDnsName} />
      <TextField
        name="ipv6Prefix"
        control={form.control}
        label="IPv6 prefix"
        placeholder="fd00:1122:3344::/48"
        description="A unique local address block for the VPC's subnets; one is chosen if left empty."
        validate={validateIpv6Net}
      />
    </SideModalForm>
  );
}

export function EditVpcForm() {
  const { project, vpc: selector } = editRoute.useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const vpc = useQuery(vpcQuery(project, selector));
  const form = useForm<VpcEditValues>({
    values: vpc.data
      ? { name: vpc.data.name, description: vpc.data.description, dnsName: vpc.data.dnsName }
      : undefined,
  });
  const update = useApiMutation('vpcUpdate', {
    onSuccess: async (updated) => {
      await invalidate('vpcList', 'vpcView');
      addToast(`VPC ${updated.name} updated`);
      await navigate({ to: '/projects/$project/vpcs', search: true, params: { project } });
    },
  });
  return (
    <SideModalForm
      title="Edit VPC"
      form={form}
      onSubmit={(values) => update.mutate(vpcUpdateRequest(project, selector, values))}
      onDismiss={() => navigate({ to: '/projects/$project/vpcs', search: true, params: { project } })}
      submitLabel="Update VPC"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(values) => vpcUpdateCommand(project, selector, vpc.data ?? values, values)}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField name="dnsName" control={form.control} label="DNS name" required validate={validateDnsName} />
    </SideModalForm>
  );
}
