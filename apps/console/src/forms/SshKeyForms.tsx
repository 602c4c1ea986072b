import { formatRelativeTime, type Params } from '@rackconsole/sdk';
import { Button, Callout, Code, DataList, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { CopyButton } from '~/components/CopyButton';
import { SideModal } from '~/components/Modal';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { addToast } from '~/stores/toasts';
import InfoCircledIcon from '~icons/radix-icons/info-circled';
import { rackctl } from './cliCommand';
import { DescriptionField, NameField, TextAreaField } from './fields';
import { SideModalForm } from './SideModalForm';
import { sshKeyFingerprint, validateSshPublicKey } from './sshPublicKey';

const sshKeyRoute = getRouteApi('/_app/settings/_ssh-keys-list/ssh-keys/$sshKey/edit');

interface SshKeyValues {
  name: string;
  description: string;
  publicKey: string;
}

/** The create request of the form's values: the key without the line break a paste ends with. */
export const sshKeyCreateRequest = (values: SshKeyValues): Params<'currentUserSshKeyCreate'> => ({
  body: { ...values, publicKey: values.publicKey.trim() },
});

export const sshKeyCreateCommand = ({ name, description, publicKey }: SshKeyValues) =>
  rackctl(['ssh-key', 'create', name], { 'public-key': publicKey.trim(), description });

export function CreateSshKeyForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const form = useForm<SshKeyValues>({ defaultValues: { name: '', description: '', publicKey: '' } });
  const create = useApiMutation('currentUserSshKeyCreate', {
    onSuccess: async (key) => {
      await invalidate('currentUserSshKeyList');
      addToast(`SSH key ${key.name} added`);
      await navigate({ to: '/settings/ssh-keys', search: true });
    },
  });
  return (
    <SideModalForm
      title="Add SSH key"
      form={form}
      onSubmit={(values) => create.mutate(sshKeyCreateRequest(values))}
      onDismiss={() => navigate({ to: '/settings/ssh-keys', search: true })}
      submitLabel="Add SSH key"
      submitting={create.isPending}
      submitError={create.error}
      toCommand={sshKeyCreateCommand}
      toTerraform={(values) => ({ request: { kind: 'sshKey', body: sshKeyCreateRequest(values).body } })}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <TextAreaField
        name="publicKey"
        control={form.control}
        label="Public key"
        required
        rows={6}
        description="The contents of your public key file, e.g. ~/.ssh/id_ed25519.pub"
        validate={(value) => (typeof value === 'string' && value ? validateSshPublicKey(value) : undefined)}
      />
    </SideModalForm>
  );
}

/**
 * `/settings/ssh-keys/{sshKey}/edit`: the platform cannot update an SSH key, so the panel shows the key as it is
 * and says how to change it.
 */
export function SshKeyDetails() {
  const navigate = useNavigate();
  const { sshKey } = sshKeyRoute.useParams();
  const key = useQuery(apiQuery('currentUserSshKeyView', { path: { sshKey } })).data;
  const close = () => navigate({ to: '/settings/ssh-keys', search: true });
  return (
    <SideModal
      title="SSH key"
      open
      onDismiss={close}
      footer={
        <Flex justify="end">
          <Button variant="soft" color="gray" onClick={close}>
            Close
          </Button>
        </Flex>
      }
    >
      {key ? (
        <Flex direction="column" gap="4">
          <Callout.Root color="gray" size="1">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              SSH keys cannot be changed once added. To change one, delete it and add a new key.
            </Callout.Text>
          </Callout.Root>
          <DataList.Root orientation="vertical" aria-label="SSH key details">
            <DataList.Item>
              <DataList.Label>Name</DataList.Label>
              <DataList.Value>
                <TruncatedText text={key.name} maxLength={NAME_LIMITS.cell} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Description</DataList.Label>
              <DataList.Value>{key.description || '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>ID</DataList.Label>
              <DataList.Value>
                <Code variant="ghost">{key.id}</Code>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Created</DataList.Label>
              <DataList.Value>{formatRelativeTime(key.timeCreated)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Fingerprint</DataList.Label>
              <DataList.Value>
                <SshKeyFingerprint publicKey={key.publicKey} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Public key</DataList.Label>
              <DataList.Value>
                <Flex align="start" gap="2" width="100%">
                  <Code style={{ wordBreak: 'break-all' }}>{key.publicKey}</Code>
                  <CopyButton text={key.publicKey} label="Copy public key" />
                </Flex>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Flex>
      ) : null}
    </SideModal>
  );
}

/** A key's SHA256 fingerprint, as `ssh-keygen -l` prints it, worked out in the browser from its public key. */
export function SshKeyFingerprint({ publicKey }: { publicKey: string }) {
  const [fingerprint, setFingerprint] = useState<string>();
  useEffect(() => {
    let current = true;
    void sshKeyFingerprint(publicKey).then((value) => {
      if (current) setFingerprint(value);
    });
    return () => {
      current = false;
    };
  }, [publicKey]);
  return fingerprint ? <Code variant="ghost">{fingerprint}</Code> : <>—</>;
}
