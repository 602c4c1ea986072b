import { Button, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { sshKeysQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { CheckboxGroupField, DescriptionField, NameField, TextAreaField } from '~/forms/fields';
import type { InstanceCreateValues } from '~/forms/instanceCreateValues';
import { ModalForm } from '~/forms/ModalForm';
import { sshKeyCreateCommand } from '~/forms/SshKeyForms';
import { addToast } from '~/stores/toasts';

interface SshKeyValues {
  name: string;
  description: string;
  publicKey: string;
}

/** Adds an SSH key to the user's keys without leaving the form; the new key is picked for the instance. */
function AddSshKeyDialog({ onAdded, onDismiss }: { onAdded: (name: string) => void; onDismiss: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<SshKeyValues>({ defaultValues: { name: '', description: '', publicKey: '' } });
  const create = useApiMutation('currentUserSshKeyCreate', {
    onSuccess: async (key) => {
      await invalidate('currentUserSshKeyList');
      addToast(`SSH key ${key.name} added`);
      onAdded(key.name);
    },
  });
  return (
    <ModalForm
      title="Add SSH key"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Add SSH key"
      submitting={create.isPending}
      submitError={create.error}
      onSubmit={(body) => create.mutate({ body: { ...body, publicKey: body.publicKey.trim() } })}
      toCommand={sshKeyCreateCommand}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextAreaField
        name="publicKey"
        control={form.control}
        label="Public key"
        required
        rows={4}
        description="Begins with 'ssh-rsa', 'ssh-ed25519', 'ecdsa-sha2-nistp256'…"
      />
    </ModalForm>
  );
}

export function SshKeysSection({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const keys = useQuery(sshKeysQuery);
  const [adding, setAdding] = useState(false);
  const items = (keys.data?.items ?? []).map((key) => ({ value: key.name, label: key.name }));
  return (
    <Flex direction="column" gap="3">
      {items.length > 0 ? (
        <CheckboxGroupField
          name="sshKeys"
          control={form.control}
          label="SSH keys"
          description="The keys the instance's cloud-init puts in authorized_keys"
          items={items}
        />
      ) : (
        <Text size="2" color="gray">
          You have no SSH keys yet; add one to log in to the instance over SSH.
        </Text>
      )}
      <Flex>
        <Button type="button" variant="soft" onClick={() => setAdding(true)}>
          Add SSH key
        </Button>
      </Flex>
      {adding ? (
        <AddSshKeyDialog
          onDismiss={() => setAdding(false)}
          onAdded={(name) => {
            form.setValue('sshKeys', [...form.getValues('sshKeys'), name]);
            setAdding(false);
          }}
        />
      ) : null}
    </Flex>
  );
}
