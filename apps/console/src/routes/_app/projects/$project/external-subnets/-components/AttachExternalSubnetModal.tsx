import type { ExternalSubnet } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { REFRESHED_AFTER_ATTACHMENT } from '~/api/externalSubnets';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { projectInstancesQuery } from '~/api/vpcs';
import { canChangeAddressing } from '~/components/instanceStates';
import { externalSubnetAttachCommand, externalSubnetAttachRequest } from '~/forms/externalSubnetCommands';
import { SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { addToast } from '~/stores/toasts';

/** Attaches an external subnet to one of the project's running or stopped instances. */
export function AttachExternalSubnetModal({
  project,
  externalSubnet,
  onDismiss,
}: {
  project: string;
  externalSubnet: ExternalSubnet;
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const instances = useQuery(projectInstancesQuery(project));
  const form = useForm({ defaultValues: { instance: '' } });
  const attach = useApiMutation('externalSubnetAttach', {
    onSuccess: async (subnet) => {
      await invalidate(...REFRESHED_AFTER_ATTACHMENT);
      addToast(`External subnet ${subnet.name} attached`);
      onDismiss();
    },
  });
  const choices = (instances.data?.items ?? [])
    .filter(canChangeAddressing)
    .map((instance) => ({ value: instance.name, label: `${instance.name} (${instance.runState})` }));
  const request = (instance: string) => externalSubnetAttachRequest(project, externalSubnet.name, instance);
  return (
    <ModalForm
      title={`Attach external subnet ${externalSubnet.name}`}
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Attach"
      submitting={attach.isPending}
      submitError={attach.error}
      toCommand={({ instance }) => externalSubnetAttachCommand(request(instance))}
      onSubmit={({ instance }) => attach.mutate(request(instance))}
    >
      <SelectField
        name="instance"
        control={form.control}
        label="Instance"
        required
        description="Only running or stopped instances can have an external subnet attached."
        placeholder={choices.length > 0 ? 'Select an instance' : 'No running or stopped instances'}
        items={choices}
      />
    </ModalForm>
  );
}
