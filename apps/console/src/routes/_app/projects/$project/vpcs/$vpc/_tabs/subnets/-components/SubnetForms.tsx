import type { InstanceNetworkInterface, Params } from '@rackconsole/sdk';
import { DataList, Heading, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { projectInstancesQuery, routerListQuery, subnetQuery } from '~/api/vpcs';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, SelectField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';
import { validateIpv4Net, validateIpv6Net } from '~/routes/_app/projects/$project/vpcs/-components/blocks';
import { addToast } from '~/stores/toasts';

const editRoute = getRouteApi('/_app/projects/$project/vpcs/$vpc/_tabs/_subnets-list/subnets/$subnet/edit');

/**
 * The router choice's value for "no custom router": traffic then follows the VPC's system router. Names
 * cannot hold '_', so no custom router's name can equal it.
 */
const SYSTEM_ROUTER = '_system';

function useRouterItems(project: string, vpc: string) {
  const routers = useQuery(routerListQuery(project, vpc));
  const custom = (routers.data?.items ?? []).filter((router) => router.kind === 'custom');
  return [
    { value: SYSTEM_ROUTER, label: 'None (system router)' },
    ...custom.map((router) => ({ value: router.name, label: router.name })),
  ];
}

/** The custom router flag: none means the system router. */
const routerFlag = (customRouter: string) => (customRouter === SYSTEM_ROUTER ? undefined : customRouter);

interface SubnetCreateValues {
  name: string;
  description: string;
  ipv4Block: string;
  ipv6Block: string;
  customRouter: string;
}

export const subnetCreateCommand = (project: string, vpc: string, values: SubnetCreateValues) =>
  rackctl(['subnet', 'create', values.name], {
    project,
    vpc,
    'ipv4-block': values.ipv4Block,
    'ipv6-block': values.ipv6Block,
    'custom-router': routerFlag(values.customRouter),
    description: values.description,
  });

type SubnetEditValues = Pick<SubnetCreateValues, 'name' | 'description' | 'customRouter'>;

/** The create request of the form's values: an empty IPv6 block lets the platform choose one. */
export const subnetCreateRequest = (
  project: string,
  vpc: string,
  { ipv6Block, customRouter, ...values }: SubnetCreateValues,
): Params<'vpcSubnetCreate'> => ({
  query: { project, vpc },
  body: { ...values, ipv6Block: ipv6Block || undefined, customRouter: routerFlag(customRouter) },
});

/** The update request of the form's values: null puts the subnet back on the system router. */
export const subnetUpdateRequest = (
  project: string,
  vpc: string,
  subnet: string,
  { customRouter, ...values }: SubnetEditValues,
): Params<'vpcSubnetUpdate'> => ({
  path: { subnet },
  query: { project, vpc },
  body: { ...values, customRouter: routerFlag(customRouter) ?? null },
});

/**
 * Only the name and description that changed; the router always, since the CLI's update without
 * --custom-router goes back to the system router.
 */
export const subnetUpdateCommand = (
  project: string,
  vpc: string,
  subnet: string,
  current: SubnetEditValues,
  next: SubnetEditValues,
) =>
  rackctl(['subnet', 'update', subnet], {
    project,
    vpc,
    name: changedFlag(current.name, next.name),
    description: changedFlag(current.description, next.description),
    'custom-router': routerFlag(next.customRouter),
  });

const routerDescription =
  "Traffic from the subnet follows the custom router's routes, or the VPC's system router when there is none.";

export function CreateSubnetForm() {
  const { project, vpc } = useVpcParams();
  const unauthorized = useUnauthorizedReason('manageSubnets', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const routerItems = useRouterItems(project, vpc);
  const form = useForm<SubnetCreateValues>({
    defaultValues: { name: '', description: '', ipv4Block: '', ipv6Block: '', customRouter: SYSTEM_ROUTER },
  });
  const back = () =>
    navigate({ to: '/projects/$project/vpcs/$vpc/subnets', search: true, params: { project, vpc } });
  const create = useApiMutation('vpcSubnetCreate', {
    onSuccess: async (subnet) => {
      await invalidate('vpcSubnetList');
      addToast(`Subnet ${subnet.name} created`);
      await back();
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create subnet"
      form={form}
      onSubmit={(values) => create.mutate(subnetCreateRequest(project, vpc, values))}
      onDismiss={back}
      submitLabel="Create subnet"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => subnetCreateCommand(project, vpc, values)}
      toTerraform={(values) => ({
        request: { kind: 'vpcSubnet', project, vpc, body: subnetCreateRequest(project, vpc, values).body },
      })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextField
        name="ipv4Block"
        control={form.control}
        label="IPv4 block"
        required
        placeholder="10.0.0.0/24"
        validate={validateIpv4Net}
      />
      <TextField
        name="ipv6Block"
        control={form.control}
        label="IPv6 block"
        placeholder="fd00:1122:3344:0100::/64"
        description="Taken from the VPC's IPv6 prefix if left empty."
        validate={validateIpv6Net}
      />
      <SelectField
        name="customRouter"
        control={form.control}
        label="Custom router"
        required
        description={routerDescription}
        items={routerItems}
      />
    </SideModalForm>
  );
}

const nicAddresses = (nic: InstanceNetworkInterface) => {
  const stack = nic.ipStack;
  if (stack.type === 'dual_stack') return `${stack.value.v4.ip}, ${stack.value.v6.ip}`;
  return stack.value.ip;
};

/** The network interfaces in a subnet, so it is clear what an edit or a delete would affect. */
function AttachedInterfaces({ project, vpc, subnet }: { project: string; vpc: string; subnet: string }) {
  const nics = useQuery(
    apiQuery('vpcSubnetListNetworkInterfaces', { path: { subnet }, query: { project, vpc, limit: 100 } }),
  );
  const instances = useQuery(projectInstancesQuery(project));
  const instanceName = (id: string) =>
    instances.data?.items.find((instance) => instance.id === id)?.name ?? id;
  const items = nics.data?.items ?? [];
  return (
    <>
      <Heading as="h3" size="3">
        Attached network interfaces
      </Heading>
      {items.length === 0 ? (
        <Text size="2" color="gray">
          {nics.isSuccess ? 'No network interfaces are in this subnet.' : 'Loading…'}
        </Text>
      ) : (
        <Table.Root size="1" variant="surface">
          {/* Radix puts Table.Root's props on a wrapper div; a caption names the table element itself. */}
          <caption className="visually-hidden">Attached network interfaces</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Interface</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Instance</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Addresses</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((nic) => (
              <Table.Row key={nic.id}>
                <Table.RowHeaderCell>{nic.name}</Table.RowHeaderCell>
                <Table.Cell>{instanceName(nic.instanceId)}</Table.Cell>
                <Table.Cell>{nicAddresses(nic)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </>
  );
}

/** Renames a subnet or changes its router; its address blocks are fixed once created, so they only show. */
export function EditSubnetForm() {
  const { project, vpc, subnet: selector } = editRoute.useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const routerItems = useRouterItems(project, vpc);
  const routers = useQuery(routerListQuery(project, vpc));
  const subnet = useQuery(subnetQuery(project, vpc, selector)).data;
  const currentRouter = routers.data?.items.find((router) => router.id === subnet?.customRouterId)?.name;
  const current: SubnetEditValues | undefined = subnet
    ? { name: subnet.name, description: subnet.description, customRouter: currentRouter ?? SYSTEM_ROUTER }
    : undefined;
  const form = useForm<SubnetEditValues>({ values: current });
  const back = () =>
    navigate({ to: '/projects/$project/vpcs/$vpc/subnets', search: true, params: { project, vpc } });
  const update = useApiMutation('vpcSubnetUpdate', {
    onSuccess: async (updated) => {
      await invalidate('vpcSubnetList', 'vpcSubnetView');
      addToast(`Subnet ${updated.name} updated`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Edit subnet"
      form={form}
      onSubmit={(values) => update.mutate(subnetUpdateRequest(project, vpc, selector, values))}
      onDismiss={back}
      submitLabel="Update subnet"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(values) => subnetUpdateCommand(project, vpc, selector, current ?? values, values)}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      {subnet ? (
        <DataList.Root size="2" aria-label="Address blocks">
          <DataList.Item>
            <DataList.Label>IPv4 block</DataList.Label>
            <DataList.Value>{subnet.ipv4Block}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>IPv6 block</DataList.Label>
            <DataList.Value>{subnet.ipv6Block}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      ) : null}
      <SelectField
        name="customRouter"
        control={form.control}
        label="Custom router"
        required
        description={routerDescription}
        items={routerItems}
      />
      <AttachedInterfaces project={project} vpc={vpc} subnet={selector} />
    </SideModalForm>
  );
}
