import type { ExternalIp, Instance } from '@rackconsole/sdk';
import { Badge, Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { instanceExternalIpsQuery } from '~/api/lists';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import type { RowAction } from '~/components/rowAction';
import { SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { usePoolItems } from '~/routes/_app/projects/$project/instances/-components/NetworkSection';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
// The floating IP badge's colour: its scale loads with this table rather than with the first screen.
import '@radix-ui/themes/tokens/colors/violet.css';

const refreshedAfterChange = ['instanceExternalIpList', 'floatingIpList'] as const;
const ipVersion = (ip: string) => (ip.includes(':') ? 'v6' : 'v4');

function AttachEphemeralIpModal({
  project,
  instance,
  onDismiss,
}: {
  project: string;
  instance: string;
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const poolItems = usePoolItems();
  const form = useForm({ defaultValues: { pool: 'auto' } });
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess: async (ip) => {
      await invalidate(...refreshedAfterChange);
      addToast(`Ephemeral IP ${ip.ip} attached`);
      onDismiss();
    },
  });
  return (
    <ModalForm
      title="Attach ephemeral IP"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Attach"
      submitting={attach.isPending}
      submitError={attach.error}
      onSubmit={({ pool }) =>
        attach.mutate({
          path: { instance },
          query: { project },
          body: {
            poolSelector: pool === 'auto' ? { type: 'auto', ipVersion: null } : { type: 'explicit', pool },
          },
        })
      }
    >
      <SelectField name="pool" control={form.control} label="IP pool" required items={poolItems} />
    </ModalForm>
  );
}

function AttachFloatingIpModal({
  project,
  instance,
  choices,
  onDismiss,
}: {
  project: string;
  instance: string;
  choices: { value: string; label: string }[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const form = useForm({ defaultValues: { floatingIp: '' } });
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: async (ip) => {
      await invalidate(...refreshedAfterChange);
      addToast(`Floating IP ${ip.name} attached`);
      onDismiss();
    },
  });
  return (
    <ModalForm
      title="Attach floating IP"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Attach"
      submitting={attach.isPending}
      submitError={attach.error}
      onSubmit={({ floatingIp }) =>
        attach.mutate({
          path: { floatingIp },
          query: { project },
          body: { kind: 'instance', parent: instance },
        })
      }
    >
      <SelectField name="floatingIp" control={form.control} label="Floating IP" required items={choices} />
    </ModalForm>
  );
}

/** The instance's external addresses: attach an ephemeral or a floating IP, detach either. */
export function ExternalIpsTable({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('attachExternalIps', project);
  const [dialog, setDialog] = useState<'ephemeral' | 'floating' | null>(null);
  const ips = useQuery(instanceExternalIpsQuery(project, instance.name));
  const floatingIps = useQuery(apiQuery('floatingIpList', { query: { project, limit: 100 } }));
  const target = { path: { instance: instance.name }, query: { project } };
  const detachEphemeral = useApiMutation('instanceEphemeralIpDetach', {
    onSuccess: async () => {
      await invalidate(...refreshedAfterChange);
      addToast('Ephemeral IP detached');
    },
  });
  const detachFloating = useApiMutation('floatingIpDetach', {
    onSuccess: async (ip) => {
      await invalidate(...refreshedAfterChange);
      addToast(`Floating IP ${ip.name} detached`);
    },
  });

  const rows = ips.data?.items ?? [];
  const freeFloatingIps = (floatingIps.data?.items ?? []).filter((ip) => !ip.instanceId);
  const hasEphemeral = rows.some((ip) => ip.kind === 'ephemeral');

  const actions = (ip: ExternalIp): RowAction[] => {
    if (ip.kind === 'snat') {
      return [
        {
          label: 'Detach',
          disabledReason: "The outbound (SNAT) address comes and goes with the instance's network interfaces",
          onActivate: () => undefined,
        },
      ];
    }
    const doAction =
      ip.kind === 'floating'
        ? () => detachFloating.mutateAsync({ path: { floatingIp: ip.name }, query: { project } })
        : () => detachEphemeral.mutateAsync({ ...target, query: { project, ipVersion: ipVersion(ip.ip) } });
    return [
      {
        label: 'Detach',
        danger: true,
        disabledReason: unauthorized,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm detach',
            modalContent:
              ip.kind === 'floating'
                ? `Detach floating IP ${ip.name} (${ip.ip}) from ${instance.name}? It stays in the project.`
                : `Detach ephemeral IP ${ip.ip} from ${instance.name}? The address goes back to its pool.`,
            errorTitle: `Could not detach ${ip.ip}`,
            actionType: 'danger',
            doAction,
          }),
      },
    ];
  };

  return (
    <section aria-label="External IPs" id="external-ips">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          External IPs
        </Heading>
        <Flex gap="3">
          <ActionButton
            variant="soft"
            disabledReason={unauthorized ?? (hasEphemeral && 'This instance already has an ephemeral IP')}
            onClick={() => setDialog('ephemeral')}
          >
            Attach ephemeral IP
          </ActionButton>
          <ActionButton
            variant="soft"
            disabledReason={
              unauthorized ?? (freeFloatingIps.length === 0 && 'This project has no unattached floating IPs')
            }
            onClick={() => setDialog('floating')}
          >
            Attach floating IP
          </ActionButton>
        </Flex>
      </Flex>
      <DataTable
        label="External IPs"
        rows={rows}
        rowKey={(ip) => ip.ip}
        viewKey="ips"
        filter={{ name: (ip) => (ip.kind === 'floating' ? ip.name : ip.ip) }}
        columns={[
          { header: 'IP address', sortValue: (ip) => ip.ip, cell: (ip) => ip.ip },
          {
            header: 'Kind',
            sortValue: (ip) => ip.kind,
            cell: (ip) => (
              <Badge
                variant="soft"
                color={ip.kind === 'floating' ? 'violet' : ip.kind === 'ephemeral' ? 'blue' : 'gray'}
              >
                {ip.kind === 'snat' ? 'SNAT' : ip.kind}
              </Badge>
            ),
          },
          {
            header: 'Name',
            sortValue: (ip) => (ip.kind === 'floating' ? ip.name : undefined),
            cell: (ip) => (ip.kind === 'floating' ? ip.name : '—'),
          },
        ]}
        actions={actions}
        empty={
          ips.isSuccess ? (
            <EmptyState
              title="No external IPs"
              body="Attach an ephemeral or floating IP to reach the instance."
            />
          ) : undefined
        }
      />
      {dialog === 'ephemeral' ? (
        <AttachEphemeralIpModal
          project={project}
          instance={instance.name}
          onDismiss={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'floating' ? (
        <AttachFloatingIpModal
          project={project}
          instance={instance.name}
          choices={freeFloatingIps.map((ip) => ({ value: ip.name, label: `${ip.name} (${ip.ip})` }))}
          onDismiss={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
