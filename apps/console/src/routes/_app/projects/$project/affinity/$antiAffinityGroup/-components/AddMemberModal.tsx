import { instanceCan, joinList } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { projectInstancesQuery } from '~/api/vpcs';
import { apiCommand } from '~/forms/cliCommand';
import { SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { addToast } from '~/stores/toasts';

/**
 * Adds one of the project's instances to an anti-affinity group. Only stopped instances may join (spec §4),
 * so the choice lists those that are not members yet and the field says why others are missing.
 */
export function AddMemberModal({
  project,
  group,
  members,
  onDismiss,
}: {
  project: string;
  group: string;
  members: readonly string[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const instances = useQuery(projectInstancesQuery(project));
  const form = useForm({ defaultValues: { instance: '' } });
  const add = useApiMutation('antiAffinityGroupMemberInstanceAdd', {
    onSuccess: async (member) => {
      await invalidate('antiAffinityGroupMemberList', 'instanceAntiAffinityGroupList');
      addToast(`Instance ${member.value.name} added to ${group}`);
      onDismiss();
    },
  });
  const candidates = (instances.data?.items ?? []).filter(
    (instance) => !members.includes(instance.name) && instanceCan.addToAffinityGroup(instance),
  );
  return (
    <ModalForm
      title={`Add instance to ${group}`}
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Add instance"
      submitting={add.isPending}
      submitError={add.error}
      onSubmit={({ instance }) =>
        add.mutate({ path: { antiAffinityGroup: group, instance }, query: { project } })
      }
      toCommand={({ instance }) =>
        apiCommand('antiAffinityGroupMemberInstanceAdd', {
          path: { antiAffinityGroup: group, instance },
          query: { project },
        })
      }
    >
      <SelectField
        name="instance"
        control={form.control}
        label="Instance"
        required
        description={`Only ${joinList(instanceCan.addToAffinityGroup.states)} instances can be added to an affinity group.`}
        placeholder={candidates.length > 0 ? 'Select an instance' : 'No stopped instances to add'}
        items={candidates.map((instance) => ({ value: instance.name, label: instance.name }))}
      />
    </ModalForm>
  );
}
