import type { Params, RouteDestination, RouterRoute, RouteTarget } from '@rackconsole/sdk';
import { validateIp, validateIpNet } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { type Control, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { gatewayListQuery, projectInstancesQuery, routeQuery, subnetListQuery } from '~/api/vpcs';
import { ALL_ITEMS } from '~/constants';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField, SelectField, TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import {
  DESTINATION_KINDS,
  TARGET_KINDS,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/-components/routeText';
import { addToast } from '~/stores/toasts';

const editRoute = getRouteApi('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes/$route/edit');

const routerRoute = getRouteApi('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router');

interface RouteValues {
  name: string;
  description: string;
  destinationType: RouteDestination['type'];
  destinationValue: string;
  targetType: RouteTarget['type'];
  targetValue: string;
}

const NEW_ROUTE: RouteValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationValue: '',
  targetType: 'internet_gateway',
  targetValue: '',
};

const routeToValues = (route: RouterRoute): RouteValues => ({
  name: route.name,
  description: route.description,
  destinationType: route.destination.type,
  destinationValue: route.destination.value,
  targetType: route.target.type,
  targetValue: route.target.type === 'drop' ? '' : route.target.value,
});

const valuesToRoute = (values: RouteValues) => ({
  name: values.name,
  description: values.description,
  destination: { type: values.destinationType, value: values.destinationValue } as RouteDestination,
  target: (values.targetType === 'drop'
    ? { type: 'drop' }
    : { type: values.targetType, value: values.targetValue }) as RouteTarget,
});

/** The create request of the form's values. */
export const routeCreateRequest = (
  project: string,
  vpc: string,
  router: string,
  values: RouteValues,
): Params<'vpcRouterRouteCreate'> => ({ query: { project, vpc, router }, body: valuesToRoute(values) });

/** The update request of the form's values: the platform replaces every field. */
export const routeUpdateRequest = (
  project: string,
  vpc: string,
  router: string,
  route: string,
  values: RouteValues,
): Params<'vpcRouterRouteUpdate'> => ({
  path: { route },
  query: { project, vpc, router },
  body: valuesToRoute(values),
});

/** The CLI's `TYPE:VALUE` (or a bare `drop`) for a destination or target. */
const typedValue = (type: string, value: string) => (type === 'drop' ? type : `${type}:${value}`);

export const routeCreateCommand = (project: string, vpc: string, router: string, values: RouteValues) =>
  rackctl(['route', 'create', values.name], {
    project,
    vpc,
    router,
    destination: typedValue(values.destinationType, values.destinationValue),
    target: typedValue(values.targetType, values.targetValue),
    description: values.description,
  });

/** Destination and target always (the form sets both); the name and description only when changed. */
export const routeUpdateCommand = (
  project: string,
  vpc: string,
  router: string,
  route: string,
  current: RouteValues,
  next: RouteValues,
) =>
  rackctl(['route', 'update', route], {
    project,
    vpc,
    router,
    destination: typedValue(next.destinationType, next.destinationValue),
    target: typedValue(next.targetType, next.targetValue),
    name: changedFlag(current.name, next.name),
    description: changedFlag(current.description, next.description),
  });

/** How the name-valued kinds read inside a field label ('Target internet gateway'). */
const NAME_KINDS = {
  vpc: 'VPC',
  subnet: 'subnet',
  instance: 'instance',
  internet_gateway: 'internet gateway',
};

const kindItems = (kinds: Record<string, string>) =>
  Object.entries(kinds).map(([value, label]) => ({ value, label }));

const checkText = (check: (text: string) => string | undefined) => (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? check(value) : undefined;

/** Clears a value when its kind changes, since a subnet name is no use as an IP address. */
function useResetOnKindChange(
  form: UseFormReturn<RouteValues>,
  kindField: 'destinationType' | 'targetType',
  valueField: 'destinationValue' | 'targetValue',
) {
  const kind = useWatch({ control: form.control, name: kindField });
  const previous = useRef(kind);
  useEffect(() => {
    if (previous.current === kind) return;
    previous.current = kind;
    form.setValue(valueField, '');
  }, [form, kind, valueField]);
  return kind;
}

/** The value of a destination or target: typed for addresses, picked from the VPC's resources for names. */
function RouteValueField({
  control,
  name,
  noun,
  kind,
  names,
}: {
  control: Control<RouteValues>;
  name: 'destinationValue' | 'targetValue';
  noun: 'Destination' | 'Target';
  kind: RouteValues['destinationType'] | RouteValues['targetType'];
  names: Record<'vpc' | 'subnet' | 'instance' | 'internet_gateway', string[]>;
}) {
  if (kind === 'drop') return null;
  if (kind === 'ip' || kind === 'ip_net') {
    return (
      <TextField
        key={`${name}-${kind}`}
        name={name}
        control={control}
        label={kind === 'ip' ? `${noun} IP address` : `${noun} IP network`}
        required
        placeholder={kind === 'ip' ? '10.0.0.10' : '10.0.0.0/24'}
        validate={checkText(kind === 'ip' ? validateIp : validateIpNet)}
      />
    );
  }
  return (
    <SelectField
      key={`${name}-${kind}`}
      name={name}
      control={control}
      label={`${noun} ${NAME_KINDS[kind]}`}
      required
      items={names[kind].map((item) => ({ value: item, label: item }))}
    />
  );
}

function RouteFields({
  form,
  project,
  vpc,
}: {
  form: UseFormReturn<RouteValues>;
  project: string;
  vpc: string;
}) {
  const { control } = form;
  const vpcs = useQuery(apiQuery('vpcList', { query: { project, limit: ALL_ITEMS } }));
  const subnets = useQuery(subnetListQuery(project, vpc));
  const instances = useQuery(projectInstancesQuery(project));
  const gateways = useQuery(gatewayListQuery(project, vpc));
  const names = {
    vpc: (vpcs.data?.items ?? []).map((item) => item.name),
    subnet: (subnets.data?.items ?? []).map((item) => item.name),
    instance: (instances.data?.items ?? []).map((item) => item.name),
    internet_gateway: (gateways.data?.items ?? []).map((item) => item.name),
  };
  const destinationType = useResetOnKindChange(form, 'destinationType', 'destinationValue');
  const targetType = useResetOnKindChange(form, 'targetType', 'targetValue');
  return (
    <>
      <NameField name="name" control={control} />
      <DescriptionField name="description" control={control} />
      <SelectField
        name="destinationType"
        control={control}
        label="Destination type"
        required
        description="The traffic the route applies to."
        items={kindItems(DESTINATION_KINDS)}
      />
      <RouteValueField
        control={control}
        name="destinationValue"
        noun="Destination"
        kind={destinationType}
        names={names}
      />
      <SelectField
        name="targetType"
        control={control}
        label="Target type"
        required
        description="Where matching traffic goes; Drop discards it."
        items={kindItems(TARGET_KINDS)}
      />
      <RouteValueField control={control} name="targetValue" noun="Target" kind={targetType} names={names} />
    </>
  );
}

function useBackToRouter() {
  const navigate = useNavigate();
  const { project, vpc, router } = routerRoute.useParams();
  return () =>
    navigate({ to: '/projects/$project/vpcs/$vpc/routers/$router', params: { project, vpc, router } });
}

export function CreateRouteForm() {
  const { project, vpc, router } = routerRoute.useParams();
  const unauthorized = useUnauthorizedReason('manageRouters', project);
  const invalidate = useInvalidate();
  const back = useBackToRouter();
  const form = useForm<RouteValues>({ defaultValues: NEW_ROUTE });
  const create = useApiMutation('vpcRouterRouteCreate', {
    onSuccess: async (route) => {
      await invalidate('vpcRouterRouteList');
      addToast(`Route ${route.name} created`);
      await back();
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create route"
      form={form}
      onSubmit={(values) => create.mutate(routeCreateRequest(project, vpc, router, values))}
      onDismiss={back}
      submitLabel="Create route"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => routeCreateCommand(project, vpc, router, values)}
      toTerraform={(values) => ({
        request: {
          kind: 'routerRoute',
          project,
          vpc,
          router,
          body: routeCreateRequest(project, vpc, router, values).body,
        },
      })}
    >
      <RouteFields form={form} project={project} vpc={vpc} />
    </SideModalForm>
  );
}

export function EditRouteForm() {
  const { project, vpc, router, route: selector } = editRoute.useParams();
  const invalidate = useInvalidate();
  const back = useBackToRouter();
  const route = useQuery(routeQuery(project, vpc, router, selector)).data;
  // The route loader fetched the route, so it is there for the form's first values.
  const form = useForm<RouteValues>({ defaultValues: route ? routeToValues(route) : NEW_ROUTE });
  const update = useApiMutation('vpcRouterRouteUpdate', {
    onSuccess: async (updated) => {
      await invalidate('vpcRouterRouteList', 'vpcRouterRouteView', 'vpcRouterList');
      addToast(`Route ${updated.name} updated`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Edit route"
      form={form}
      onSubmit={(values) => update.mutate(routeUpdateRequest(project, vpc, router, selector, values))}
      onDismiss={back}
      submitLabel="Update route"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(values) =>
        routeUpdateCommand(project, vpc, router, selector, route ? routeToValues(route) : values, values)
      }
    >
      <RouteFields form={form} project={project} vpc={vpc} />
    </SideModalForm>
  );
}
