import { formatRelativeTime } from '@rackconsole/sdk';
import { Card, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { allowListQuery } from '~/api/systemNetworking';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { apiCommand } from '~/forms/cliCommand';
import { RadioGroupField, TextAreaField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';
import { addToast } from '~/stores/toasts';
import { allowListNets, validateAllowList } from './allowList';

/** Which source addresses may reach the rack's user-facing services (the API and console): any, or a list. */
export function AllowListPage() {
  const allowList = useQuery(allowListQuery);
  const unauthorized = useFleetAdminReason();
  const [editing, setEditing] = useState(false);
  const allowed = allowList.data?.allowedIps;
  return (
    <NetworkingLayout
      actions={
        <ActionButton disabledReason={unauthorized} onClick={() => setEditing(true)}>
          Edit allow list
        </ActionButton>
      }
    >
      {allowed?.allow === 'any' ? (
        <Card>
          <Text as="p">Any source address may reach the rack's services.</Text>
        </Card>
      ) : (
        <DataTable
          label="Allowed networks"
          rows={allowed?.ips ?? []}
          rowKey={(net) => net}
          filter={{ name: (net) => net }}
          columns={[{ header: 'Network', sortValue: (net) => net, cell: (net) => net }]}
        />
      )}
      {allowList.data ? (
        <Text as="p" size="1" color="gray" mt="3">
          Last changed {formatRelativeTime(allowList.data.timeModified)}
        </Text>
      ) : null}
      {editing && allowed ? (
        <EditAllowListForm
          initial={{ allow: allowed.allow, ips: allowed.allow === 'list' ? allowed.ips.join('\n') : '' }}
          onDismiss={() => setEditing(false)}
        />
      ) : null}
    </NetworkingLayout>
  );
}

interface AllowListValues {
  allow: 'any' | 'list';
  ips: string;
}

const allowListBody = (values: AllowListValues) => ({
  allowedIps:
    values.allow === 'any'
      ? ({ allow: 'any' } as const)
      : ({ allow: 'list', ips: allowListNets(values.ips) } as const),
});

function EditAllowListForm({ initial, onDismiss }: { initial: AllowListValues; onDismiss: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<AllowListValues>({ defaultValues: initial });
  const allow = useWatch({ control: form.control, name: 'allow' });
  const update = useApiMutation('networkingAllowListUpdate', {
    onSuccess: async () => {
      await invalidate('networkingAllowListView');
      addToast('Allow list updated');
      onDismiss();
    },
  });
  return (
    <SideModalForm
      title="Edit allow list"
      form={form}
      onSubmit={(values) => update.mutate({ body: allowListBody(values) })}
      // The CLI has no command for the allow list.
      toCommand={(values) => apiCommand('networkingAllowListUpdate', { body: allowListBody(values) })}
      onDismiss={onDismiss}
      submitLabel="Update allow list"
      submitting={update.isPending}
      submitError={update.error}
    >
      <RadioGroupField
        name="allow"
        control={form.control}
        label="Allowed sources"
        required
        items={[
          { value: 'any', label: 'Any source address' },
          { value: 'list', label: 'Only these networks' },
        ]}
      />
      {allow === 'list' ? (
        <TextAreaField
          name="ips"
          control={form.control}
          label="Networks"
          required
          rows={6}
          description="One network per line, an address and a width, e.g. 192.0.2.0/24 or 2001:db8::/48."
          validate={(value) => validateAllowList(String(value))}
        />
      ) : null}
    </SideModalForm>
  );
}
