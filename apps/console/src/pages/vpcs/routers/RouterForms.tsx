import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '../../../api/queries';
import { DescriptionField, NameField } from '../../../forms/fields';
import { SideModalForm } from '../../../forms/SideModalForm';
import { addToast } from '../../../stores/toasts';
import { routerQuery, useVpcParams } from '../queries';

interface RouterValues {
  name: string;
  description: string;
}

function useBackToRouters() {
  const navigate = useNavigate();
  const { project, vpc } = useVpcParams();
  return () => navigate({ to: '/projects/$project/vpcs/$vpc/routers', params: { project, vpc } });
}

export function CreateRouterForm() {
  const { project, vpc } = useVpcParams();
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
        params: { project, vpc, router: router.name },
      });
    },
  });
  return (
    <SideModalForm
      title="Create router"
      form={form}
      onSubmit={(body) => create.mutate({ query: { project, vpc }, body })}
      onDismiss={back}
      submitLabel="Create router"
      submitting={create.isPending}
      submitError={create.error}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}

export function EditRouterForm() {
  const { project, vpc, router: selector = '' } = useVpcParams();
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
      onSubmit={(body) => update.mutate({ path: { router: selector }, query: { project, vpc }, body })}
      onDismiss={back}
      submitLabel="Update router"
      submitting={update.isPending}
      submitError={update.error}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
