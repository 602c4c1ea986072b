import type { ExternalSubnet, Instance } from '@rackconsole/sdk';
import { Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { projectExternalSubnetsQuery, REFRESHED_AFTER_ATTACHMENT } from '~/api/externalSubnets';
import { instanceExternalSubnetsQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { externalSubnetStateReason } from '~/components/instanceStates';
import { EmptyState } from '~/components/PageHeader';
import { QueryPanel } from '~/components/QueryPanel';
import { externalSubnetAttachCommand, externalSubnetAttachRequest } from '~/forms/externalSubnetCommands';
import { SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** Picks one of the project's unattached external subnets to attach to the instance. */
function AttachExternalSubnetToInstanceModal({
  project,
  instance,
  choices,
  onDismiss,
}: {
  project: string;
  instance: string;
  choices: ExternalSubnet[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const form = useForm({ defaultValues: { externalSubnet: '' } });
  const attach = useApiMutation('externalSubnetAttach', {
    onSuccess: async (subnet) => {
      await invalidate(...REFRESHED_AFTER_ATTACHMENT);
      addToast(`External subnet ${subnet.name} attached`);
      onDismiss();
    },
  });
  const request = (externalSubnet: string) => externalSubnetAttachRequest(project, externalSubnet, instance);
  return (
    <ModalForm
      title="Attach external subnet"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Attach"
      submitting={attach.isPending}
      submitError={attach.error}
      toCommand={({ externalSubnet }) => externalSubnetAttachCommand(request(externalSubnet))}
      onSubmit={({ externalSubnet }) => attach.mutate(request(externalSubnet))}
    >
      <SelectField
        name="externalSubnet"
        control={form.control}
        label="External subnet"
        required
        items={choices.map((subnet) => ({ value: subnet.name, label: `${subnet.name} (${subnet.subnet})` }))}
      />
    </ModalForm>
  );
}

/** The external subnets routed to the instance: attach one of the project's free ones, or detach one. */
export function ExternalSubnetsTable({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageExternalSubnets', project);
  const [attaching, setAttaching] = useState(false);
  const subnets = useQuery(instanceExternalSubnetsQuery(project, instance.name));
  const projectSubnets = useQuery(projectExternalSubnetsQuery(project));
  const detach = useApiMutation('externalSubnetDetach', {
    onSuccess: async (subnet) => {
      await invalidate(...REFRESHED_AFTER_ATTACHMENT);
      addToast(`External subnet ${subnet.name} detached`);
    },
  });
  const stateReason = externalSubnetStateReason(instance);
  const freeSubnets = (projectSubnets.data?.items ?? []).filter((subnet) => !subnet.instanceId);
  return (
    <section aria-labelledby="external-subnets-heading">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="external-subnets-heading">
          External subnets
        </Heading>
        <ActionButton
          variant="soft"
          disabledReason={
            unauthorized ??
            stateReason ??
            (projectSubnets.isSuccess &&
              freeSubnets.length === 0 &&
              'This project has no unattached external subnets')
          }
          onClick={() => setAttaching(true)}
        >
          Attach external subnet
        </ActionButton>
      </Flex>
      <QueryPanel query={subnets} what="external subnets">
        <DataTable
          label="External subnets"
          rows={subnets.data?.items ?? []}
          rowKey={(subnet) => subnet.name}
          viewKey="subnets"
          filter={{ name: (subnet) => subnet.name }}
          columns={[
            { header: 'Name', sortValue: (subnet) => subnet.name, cell: (subnet) => subnet.name },
            { header: 'Subnet', sortValue: (subnet) => subnet.subnet, cell: (subnet) => subnet.subnet },
            {
              header: 'Description',
              sortValue: (subnet) => subnet.description,
              cell: (subnet) => subnet.description,
            },
          ]}
          actions={(subnet) => [
            {
              label: 'Detach',
              danger: true,
              disabledReason: unauthorized ?? stateReason,
              onActivate: () =>
                confirmAction({
                  modalTitle: 'Detach external subnet',
                  modalContent: `Detach external subnet ${subnet.name} (${subnet.subnet}) from ${instance.name}? It stays in the project.`,
                  errorTitle: `Could not detach ${subnet.name}`,
                  actionType: 'danger',
                  doAction: () =>
                    detach.mutateAsync({ path: { externalSubnet: subnet.name }, query: { project } }),
                }),
            },
          ]}
          empty={
            subnets.isSuccess ? (
              <EmptyState
                title="No external subnets"
                body="Attach one of the project's external subnets to route its block to this instance."
              />
            ) : undefined
          }
        />
      </QueryPanel>
      {attaching ? (
        <AttachExternalSubnetToInstanceModal
          project={project}
          instance={instance.name}
          choices={freeSubnets}
          onDismiss={() => setAttaching(false)}
        />
      ) : null}
    </section>
  );
}
