import type { IpPool } from '@rackconsole/sdk';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { Modal } from '~/components/Modal';
import { FormCliCommandButton } from '~/forms/FormCliCommand';
import { CheckboxField, SelectField } from '~/forms/fields';
import { allSilosQuery } from '~/pages/system/lists';
import { ipPoolLinkCommand } from '~/pages/system/silos/siloFormValues';
import { addToast } from '~/stores/toasts';

interface LinkSiloValues {
  silo: string;
  isDefault: boolean;
}

/** Links a pool to one of the silos it is not linked to yet, optionally as that silo's default. */
export function LinkSiloModal({
  pool,
  open,
  linkedSiloIds,
  onDismiss,
}: {
  pool: IpPool;
  open: boolean;
  linkedSiloIds: string[];
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const silos = useQuery(allSilosQuery);
  const form = useForm<LinkSiloValues>({ defaultValues: { silo: '', isDefault: false } });
  const close = () => {
    form.reset();
    link.reset();
    onDismiss();
  };
  const link = useApiMutation('systemIpPoolSiloLink', {
    onSuccess: async (_, { body }) => {
      await invalidate('systemIpPoolSiloList', 'siloIpPoolList', 'ipPoolList');
      addToast(`Silo ${body.silo} linked to ${pool.name}`);
      close();
    },
  });
  const candidates = (silos.data?.items ?? []).filter((silo) => !linkedSiloIds.includes(silo.id));
  return (
    <Modal title="Link silo" open={open} onDismiss={close}>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => link.mutate({ path: { pool: pool.name }, body }))}
      >
        <Flex direction="column" gap="4" mt="3">
          <SelectField
            name="silo"
            control={form.control}
            label="Silo"
            required
            placeholder={candidates.length ? 'Select a silo' : 'Every silo is already linked'}
            items={candidates.map((silo) => ({ value: silo.name, label: silo.name }))}
          />
          <CheckboxField
            name="isDefault"
            control={form.control}
            label={`Make this the silo's default ${pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'} pool`}
          />
          {link.error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{link.error.message}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex gap="3" justify="end">
            <Flex mr="auto">
              <FormCliCommandButton
                form={form}
                toCommand={({ silo, isDefault }) => ipPoolLinkCommand(pool.name, silo, isDefault)}
              />
            </Flex>
            <Button type="button" variant="soft" color="gray" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={link.isPending}>
              Link silo
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
