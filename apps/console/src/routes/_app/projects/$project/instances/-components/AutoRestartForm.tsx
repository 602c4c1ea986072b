import {
  formatRelativeTime,
  type Instance,
  type InstanceAutoRestartPolicy,
  isDueForAutoRestart,
} from '@rackconsole/sdk';
import { Callout, DataList, Flex } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { FormCliCommandButton } from '~/forms/FormCliCommand';
import { SelectField } from '~/forms/fields';
import { instanceUpdateBody } from '~/forms/instanceLimits';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { addToast } from '~/stores/toasts';
import { instanceUpdateCommand } from './ResizeForm';

/** The auto-restart choices; 'default' leaves the policy to the platform, which restarts failed instances. */
export const AUTO_RESTART_ITEMS = [
  { value: 'default', label: 'Default (the platform restarts it when it fails)' },
  { value: 'best_effort', label: 'Best effort: restart when it fails' },
  { value: 'never', label: 'Never restart automatically' },
];

/** A local date and time, with how long ago it was when it is past (a cooldown may end in the future). */
const when = (date: Date) =>
  date.getTime() > Date.now()
    ? date.toLocaleString()
    : `${date.toLocaleString()} (${formatRelativeTime(date)})`;

/** What the platform will do about a failed instance, from its policy and cooldown. */
function restartOutlook(instance: Instance): string | undefined {
  if (instance.runState !== 'failed') return undefined;
  if (!instance.autoRestartEnabled)
    return 'This instance has failed and will not be restarted automatically.';
  if (isDueForAutoRestart(instance))
    return 'This instance has failed and is due to be restarted by the platform.';
  const expiry = instance.autoRestartCooldownExpiration;
  return `This instance has failed; the platform will restart it once its cooldown ends${
    expiry ? ` at ${expiry.toLocaleString()}` : ''
  }.`;
}

/** The auto-restart policy, whether auto-restart is on, and the cooldown before the next automatic restart. */
export function AutoRestartForm({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('configureInstances', project);
  const form = useForm<{ policy: 'default' | InstanceAutoRestartPolicy }>({
    values: { policy: instance.autoRestartPolicy ?? 'default' },
  });
  const update = useApiMutation('instanceUpdate', {
    onSuccess: async (updated) => {
      await invalidate('instanceView', 'instanceList');
      addToast(`Auto-restart policy of ${updated.name} updated`);
    },
  });
  const outlook = restartOutlook(instance);
  return (
    <form
      noValidate
      aria-label="Auto-restart"
      onSubmit={form.handleSubmit(({ policy }) =>
        update.mutate({
          path: { instance: instance.name },
          query: { project },
          body: instanceUpdateBody(instance, { autoRestartPolicy: policy === 'default' ? null : policy }),
        }),
      )}
    >
      <Flex direction="column" gap="3">
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label>Auto-restart</DataList.Label>
            <DataList.Value>{instance.autoRestartEnabled ? 'Enabled' : 'Disabled'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Cooldown expiration</DataList.Label>
            <DataList.Value>
              {instance.autoRestartCooldownExpiration
                ? when(instance.autoRestartCooldownExpiration)
                : 'No cooldown'}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Last auto-restarted</DataList.Label>
            <DataList.Value>
              {instance.timeLastAutoRestarted ? when(instance.timeLastAutoRestarted) : 'Never'}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        {outlook ? (
          <Callout.Root color={isDueForAutoRestart(instance) ? 'blue' : 'amber'}>
            <Callout.Text>{outlook}</Callout.Text>
          </Callout.Root>
        ) : null}
        <SelectField
          name="policy"
          control={form.control}
          label="Auto-restart policy"
          required
          items={AUTO_RESTART_ITEMS}
        />
        {update.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{update.error.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="end" gap="3">
          <FormCliCommandButton
            form={form}
            toCommand={({ policy }) =>
              instanceUpdateCommand(project, instance, {
                autoRestartPolicy: policy === 'default' ? null : policy,
              })
            }
          />
          <ActionButton type="submit" loading={update.isPending} disabledReason={unauthorized}>
            Save policy
          </ActionButton>
        </Flex>
      </Flex>
    </form>
  );
}
