import type { Params } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { routerQuery } from '~/api/vpcs';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';

const editRoute = getRouteApi('/_app/projects/$project/vpcs/$vpc/_tabs/_routers-list/routers/$router/edit');

interface RouterValues {
  name: string;
  description: string;
}

/** The create request of the form's values. */
export const routerCreateRequest = (
  project: string,
  vpc: string,
  body: RouterValues,
): Params<'vpcRouterCreate'> => ({
  query: { project, vpc },
  body,
});

/** The update request of the form's values: the platform replaces both fields. */
export const routerUpdateRequest = (
  project: string,
  vpc: string,
  router: string,
  body: RouterValues,
): Params<'vpcRouterUpdate'> => ({ path: { router }, query: { project, vpc }, body });

export const routerCreateCommand = (project: string, vpc: string, { name, description }: RouterValues) =>
  rackctl(['router', 'create', name], { project, vpc, description });

/** Only what changed: the CLI leaves a field it is not given as it is. */
export const routerUpdateCommand = (
  project: string,
  vpc: string,
  router: string,
  current: RouterValues,
  next: RouterValues,
) =>
  rackctl(['router', 'update', router], {
    project,
    vpc,
    name: changedFlag(current.name, next.name),
    description: changedFlag(current.description, next.description),
  });

function useBackToRouters() {
  const navigate = useNavigate();
  const { project, vpc } = useVpcParams();
  return () =>
    navigate({ to: '/projects/$project/vpcs/$vpc/routers', search: true, params: { project, vpc } });
}

export function CreateRouterForm() {
  const { project, vpc } = useVpcParams();
  const unauthorized = useUnauthorizedReason('manageRouters', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const back = useBackToRouters();
  const form = useForm<RouterValues>({ defaultValues: { name: '', description: '' } });
  const create = useApiMutation('vpcRouterCreate', {
    onSuccess: async (router) => {
      await invalidate('vpcRouterList');
      addToast(`Router ${router.name} created`);
      await navigate({
        to: '/projects/$project/vpcs/$vpc/routers/$router',
        search: true,
        params: { project, vpc, router: router.name },
      });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create router"
      form={form}
      onSubmit={(values) => create.mutate(routerCreateRequest(project, vpc, values))}
      onDismiss={back}
      submitLabel="Create router"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={(values) => routerCreateCommand(project, vpc, values)}
      toTerraform={(values) => ({
        request: { kind: 'vpcRouter', project, vpc, body: routerCreateRequest(project, vpc, values).body },
      })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}

export function EditRouterForm() {
  const { project, vpc, router: selector } = editRoute.useParams();
  const invalidate = useInvalidate();
  const back = useBackToRouters();
  const router = useQuery(routerQuery(project, vpc, selector)).data;
  const form = useForm<RouterValues>({
    values: router ? { name: router.name, description: router.description } : undefined,
  });
  const update = useApiMutation('vpcRouterUpdate', {
    onSuccess: async (updated) => {
      await invalidate('vpcRouterList', 'vpcRouterView');
      addToast(`Router ${updated.name} updated`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Edit router"
      form={form}
      onSubmit={(values) => update.mutate(routerUpdateRequest(project, vpc, selector, values))}
      onDismiss={back}
      submitLabel="Update router"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(values) => routerUpdateCommand(project, vpc, selector, router ?? values, values)}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
