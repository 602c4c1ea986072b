import type { FloatingIp, Params } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { projectInstancesQuery } from '~/api/vpcs';
import { rackctl } from '~/forms/cliCommand';
import { SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { addToast } from '~/stores/toasts';

/** The platform changes an instance's addresses only while it is running or stopped, not mid-transition. */
const ATTACHABLE_STATES: readonly string[] = ['running', 'stopped'];

/** The attach request of a floating IP to an instance, both named within the project. */
export const floatingIpAttachRequest = (
  project: string,
  floatingIp: string,
  instance: string,
): Params<'floatingIpAttach'> => ({
  path: { floatingIp },
  query: { project },
  body: { kind: 'instance', parent: instance },
});

export const floatingIpAttachCommand = (project: string, floatingIp: string, instance: string) =>
  rackctl(['floating-ip', 'attach', floatingIp], { project, instance });

/** Attaches a floating IP to one of the project's running or stopped instances. */
export function AttachFloatingIpModal({
  project,
  floatingIp,
  onDismiss,
}: {
  project: string;
  floatingIp: FloatingIp;
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const instances = useQuery(projectInstancesQuery(project));
  const form = useForm({ defaultValues: { instance: '' } });
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: async (ip) => {
      await invalidate('floatingIpList', 'instanceExternalIpList');
      addToast(`Floating IP ${ip.name} attached`);
      onDismiss();
    },
  });
  const choices = (instances.data?.items ?? [])
    .filter((instance) => ATTACHABLE_STATES.includes(instance.runState))
    .map((instance) => ({ value: instance.name, label: `${instance.name} (${instance.runState})` }));
  return (
    <ModalForm
      title={`Attach floating IP ${floatingIp.name}`}
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Attach"
      submitting={attach.isPending}
      submitError={attach.error}
      toCommand={({ instance }) => floatingIpAttachCommand(project, floatingIp.name, instance)}
      onSubmit={({ instance }) => attach.mutate(floatingIpAttachRequest(project, floatingIp.name, instance))}
    >
      <SelectField
        name="instance"
        control={form.control}
        label="Instance"
        required
        description="Only running or stopped instances can have a floating IP attached."
        placeholder={choices.length > 0 ? 'Select an instance' : 'No running or stopped instances'}
        items={choices}
      />
    </ModalForm>
  );
}
