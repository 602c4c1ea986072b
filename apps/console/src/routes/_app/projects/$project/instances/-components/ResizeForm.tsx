import { GIB, type Instance, type InstanceUpdate } from '@rackconsole/sdk';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { Modal } from '~/components/Modal';
import { firstReason, instanceStateReason } from '~/components/reasons';
import { apiCommand } from '~/forms/cliCommand';
import { FormCliCommandButton } from '~/forms/FormCliCommand';
import { instanceUpdateBody } from '~/forms/instanceLimits';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { addToast } from '~/stores/toasts';
import { SizeFields, type SizeValues } from './SizeFields';

/** The CLI has no instance update command, so the settings forms show the API call they make. */
export const instanceUpdateCommand = (
  project: string,
  instance: Instance,
  changes: Partial<InstanceUpdate>,
) =>
  apiCommand('instanceUpdate', {
    path: { instance: instance.name },
    query: { project },
    body: instanceUpdateBody(instance, changes),
  });

/**
 * Changes an instance's vCPUs and memory; only in the run states that allow a resize (spec §4). In a dialog
 * (`onCancel`), it has a Cancel button as every dialog does.
 */
export function ResizeForm({
  project,
  instance,
  onDone,
  onCancel,
}: {
  project: string;
  instance: Instance;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('resizeInstances', project);
  const form = useForm<SizeValues>({
    values: { ncpus: instance.ncpus, memoryGiB: instance.memory / GIB },
  });
  const resize = useApiMutation('instanceUpdate', {
    onSuccess: async (updated) => {
      await invalidate('instanceList', 'instanceView');
      addToast(`Instance ${updated.name} resized`);
      onDone?.();
    },
  });
  const disabledReason = firstReason(unauthorized, instanceStateReason('resize', instance));
  const onSubmit = (values: SizeValues) =>
    resize.mutate({
      path: { instance: instance.name },
      query: { project },
      body: instanceUpdateBody(instance, { ncpus: values.ncpus, memory: values.memoryGiB * GIB }),
    });
  return (
    <form
      noValidate
      aria-label={`Resize ${instance.name}`}
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(onSubmit)(event);
      }}
    >
      <Flex direction="column" gap="3">
        <SizeFields control={form.control} />
        {disabledReason ? (
          <Text size="1" color="gray">
            {disabledReason}
          </Text>
        ) : null}
        {resize.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{resize.error.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="end" gap="3">
          <FormCliCommandButton
            form={form}
            toCommand={(values) =>
              instanceUpdateCommand(project, instance, {
                ncpus: values.ncpus,
                memory: values.memoryGiB * GIB,
              })
            }
          />
          {onCancel ? (
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <ActionButton type="submit" loading={resize.isPending} disabledReason={disabledReason}>
            Resize
          </ActionButton>
        </Flex>
      </Flex>
    </form>
  );
}

/** The resize form in a dialog, for the instances list's row action. */
export function ResizeInstanceModal({
  project,
  instance,
  onDismiss,
}: {
  project: string;
  instance: Instance | null;
  onDismiss: () => void;
}) {
  return (
    <Modal
      title={instance ? `Resize ${instance.name}` : 'Resize instance'}
      open={Boolean(instance)}
      onDismiss={onDismiss}
    >
      {instance ? (
        <ResizeForm project={project} instance={instance} onDone={onDismiss} onCancel={onDismiss} />
      ) : null}
    </Modal>
  );
}
