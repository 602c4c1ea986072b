import type { Params } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { DescriptionField, NameField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { addToast } from '~/stores/toasts';

const editRoute = getRouteApi('/_app/_projects-list/projects/$project/edit');

interface ProjectValues {
  name: string;
  description: string;
}

/** The update request of the form's values: the platform replaces both fields. */
export const projectUpdateRequest = (project: string, body: ProjectValues): Params<'projectUpdate'> => ({
  path: { project },
  body,
});

export const projectCreateCommand = ({ name, description }: ProjectValues) =>
  rackctl(['project', 'create', name], { description });

/** Only what changed: the CLI leaves a field it is not given as it is. */
export const projectUpdateCommand = (project: string, current: ProjectValues, next: ProjectValues) =>
  rackctl(['project', 'update', project], {
    name: changedFlag(current.name, next.name),
    description: changedFlag(current.description, next.description),
  });

export function CreateProjectForm() {
  const unauthorized = useUnauthorizedReason('manageProjects');
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<ProjectValues>({ defaultValues: { name: '', description: '' } });
  const create = useApiMutation('projectCreate', {
    onSuccess: async (project) => {
      await invalidate('projectList');
      addToast(`Project ${project.name} created`);
      await navigate({ to: '/projects/$project/instances', params: { project: project.name } });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create project"
      form={form}
      onSubmit={(body) => create.mutate({ body })}
      onDismiss={() => navigate({ to: '/projects', search: true })}
      submitLabel="Create project"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={projectCreateCommand}
      toTerraform={(body) => ({ request: { kind: 'project', body } })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}

export function EditProjectForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { project: selector } = editRoute.useParams();
  const project = useQuery(apiQuery('projectView', { path: { project: selector } }));
  const form = useForm<ProjectValues>({
    values: project.data ? { name: project.data.name, description: project.data.description } : undefined,
  });
  const update = useApiMutation('projectUpdate', {
    onSuccess: async (updated) => {
      await invalidate('projectList', 'projectView');
      addToast(`Project ${updated.name} updated`);
      await navigate({ to: '/projects', search: true });
    },
  });
  return (
    <SideModalForm
      title="Edit project"
      form={form}
      onSubmit={(values) => update.mutate(projectUpdateRequest(selector, values))}
      onDismiss={() => navigate({ to: '/projects', search: true })}
      submitLabel="Update project"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(values) => projectUpdateCommand(selector, project.data ?? values, values)}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
