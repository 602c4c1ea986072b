import { formatBytes, type Instance } from '@rackconsole/sdk';
import { Callout, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { instanceDisksQuery } from '~/api/instances';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { firstReason, instanceStateReason } from '~/components/reasons';
import { SectionCard } from '~/components/SectionCard';
import { FormCliCommandButton } from '~/forms/FormCliCommand';
import { SelectField } from '~/forms/fields';
import { instanceUpdateBody } from '~/forms/instanceLimits';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { AutoRestartForm } from '~/routes/_app/projects/$project/instances/-components/AutoRestartForm';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';
import {
  instanceUpdateCommand,
  ResizeForm,
} from '~/routes/_app/projects/$project/instances/-components/ResizeForm';
import { addToast } from '~/stores/toasts';

const NO_BOOT_DISK = 'none';

/** Picks the boot disk among the attached disks, in the run states that allow changing it (spec §4). */
function BootDiskForm({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('configureInstances', project);
  const disks = useQuery(instanceDisksQuery(project, instance.name));
  const form = useForm({ values: { bootDisk: instance.bootDiskId ?? NO_BOOT_DISK } });
  const update = useApiMutation('instanceUpdate', {
    onSuccess: async (updated) => {
      await invalidate('instanceView', 'instanceList', 'instanceDiskList');
      addToast(`Boot disk of ${updated.name} updated`);
    },
  });
  const disabledReason = firstReason(unauthorized, instanceStateReason('updateBootDisk', instance));
  return (
    <form
      noValidate
      aria-label="Boot disk"
      onSubmit={form.handleSubmit(({ bootDisk }) =>
        update.mutate({
          path: { instance: instance.name },
          query: { project },
          body: instanceUpdateBody(instance, { bootDisk: bootDisk === NO_BOOT_DISK ? null : bootDisk }),
        }),
      )}
    >
      <Flex direction="column" gap="3">
        <SelectField
          name="bootDisk"
          control={form.control}
          label="Boot disk"
          required
          description="One of the disks attached to the instance"
          items={[
            { value: NO_BOOT_DISK, label: 'No boot disk' },
            ...(disks.data?.items ?? []).map((disk) => ({
              value: disk.id,
              label: `${disk.name} (${formatBytes(disk.size)})`,
            })),
          ]}
        />
        {disabledReason ? (
          <Text size="1" color="gray">
            {disabledReason}
          </Text>
        ) : null}
        {update.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{update.error.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="end" gap="3">
          <FormCliCommandButton
            form={form}
            toCommand={({ bootDisk }) =>
              instanceUpdateCommand(project, instance, {
                bootDisk: bootDisk === NO_BOOT_DISK ? null : bootDisk,
              })
            }
          />
          <ActionButton type="submit" loading={update.isPending} disabledReason={disabledReason}>
            Update boot disk
          </ActionButton>
        </Flex>
      </Flex>
    </form>
  );
}

/** Size, auto-restart and boot disk settings, each enabled only in the run states that allow it. */
export function SettingsTab() {
  const { project, instance } = useInstance();
  return (
    <Flex direction="column" gap="4" pb="6">
      <SectionCard title="Size">
        <ResizeForm project={project} instance={instance} />
      </SectionCard>
      <SectionCard title="Auto-restart">
        <AutoRestartForm project={project} instance={instance} />
      </SectionCard>
      <SectionCard title="Boot disk">
        <BootDiskForm project={project} instance={instance} />
      </SectionCard>
    </Flex>
  );
}
