import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FAILURE_DOMAIN_LABELS, groupQuery, POLICY_LABELS } from '~/api/affinity';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { apiCommand } from '~/forms/cliCommand';
import { DescriptionField, NameField, RadioGroupField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useAffinityParams, useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';

/** Spec §9: the anti-affinity policy's hint, word for word. */
export const POLICY_HINT =
  "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied";

const policyItems = (['allow', 'fail'] as const).map((value) => ({ value, label: POLICY_LABELS[value] }));
const failureDomainItems = (['sled'] as const).map((value) => ({
  value,
  label: FAILURE_DOMAIN_LABELS[value],
}));

export function CreateAffinityGroupForm() {
  const project = useProjectParam();
  const unauthorized = useUnauthorizedReason('manageAffinityGroups', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm({
    defaultValues: {
      name: '',
      description: '',
      policy: 'allow' as 'allow' | 'fail',
      failureDomain: 'sled' as const,
    },
  });
  const create = useApiMutation('antiAffinityGroupCreate', {
    onSuccess: async (group) => {
      await invalidate('antiAffinityGroupList');
      addToast(`Anti-affinity group ${group.name} created`);
      await navigate({
        to: '/projects/$project/affinity/$antiAffinityGroup',
        params: { project, antiAffinityGroup: group.name },
      });
    },
  });
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create anti-affinity group"
      form={form}
      onSubmit={(body) => create.mutate({ query: { project }, body })}
      onDismiss={() => navigate({ to: '/projects/$project/affinity', search: true, params: { project } })}
      submitLabel="Create group"
      submitting={create.isPending}
      submitError={create.error}
      // The CLI has no command for anti-affinity groups.
      toCommand={(body) => apiCommand('antiAffinityGroupCreate', { query: { project }, body })}
      toTerraform={(body) => ({ request: { kind: 'antiAffinityGroup', project, body } })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <RadioGroupField
        name="policy"
        control={form.control}
        label="Policy"
        required
        description={POLICY_HINT}
        items={policyItems}
      />
      <RadioGroupField
        name="failureDomain"
        control={form.control}
        label="Failure domain"
        required
        description="Members are kept apart at this level of the rack."
        items={failureDomainItems}
      />
    </SideModalForm>
  );
}

/** Renames a group or changes its description; its policy and failure domain are fixed once created. */
export function EditAffinityGroupForm() {
  const { project, antiAffinityGroup } = useAffinityParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const group = useQuery(groupQuery(project, antiAffinityGroup)).data;
  const form = useForm({
    values: group ? { name: group.name, description: group.description } : undefined,
  });
  const update = useApiMutation('antiAffinityGroupUpdate', {
    onSuccess: async (updated) => {
      await invalidate('antiAffinityGroupList', 'antiAffinityGroupView');
      addToast(`Anti-affinity group ${updated.name} updated`);
      await navigate({
        to: '/projects/$project/affinity/$antiAffinityGroup',
        params: { project, antiAffinityGroup: updated.name },
      });
    },
  });
  return (
    <SideModalForm
      title="Edit anti-affinity group"
      form={form}
      onSubmit={(body) => update.mutate({ path: { antiAffinityGroup }, query: { project }, body })}
      onDismiss={() =>
        navigate({
          to: '/projects/$project/affinity/$antiAffinityGroup',
          params: { project, antiAffinityGroup },
        })
      }
      submitLabel="Update group"
      submitting={update.isPending}
      submitError={update.error}
      toCommand={(body) =>
        apiCommand('antiAffinityGroupUpdate', { path: { antiAffinityGroup }, query: { project }, body })
      }
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
    </SideModalForm>
  );
}
