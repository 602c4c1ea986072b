import { formatRelativeTime, type ScimClientBearerTokenValue } from '@rackconsole/sdk';
import { Button, Callout, Code, Flex, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { scimTokenListQuery, siloQuery } from '~/api/silos';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton, CopyTextButton } from '~/components/CopyButton';
import { DataTable } from '~/components/DataTable';
import { Modal } from '~/components/Modal';
import { EmptyState } from '~/components/PageHeader';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The new token's secret, shown this once: the platform keeps only a hash of it. */
function NewTokenModal({
  token,
  onDismiss,
}: {
  token: ScimClientBearerTokenValue | null;
  onDismiss: () => void;
}) {
  return (
    <Modal title="SCIM token created" open={token !== null} onDismiss={onDismiss}>
      <Flex direction="column" gap="3" mt="3">
        <Callout.Root color="amber" role="alert">
          <Callout.Text>
            Copy this token now. It will not be shown again: once this dialog closes, the token's secret
            cannot be recovered.
          </Callout.Text>
        </Callout.Root>
        <Text as="label" size="2" weight="medium" htmlFor="scim-bearer-token">
          Bearer token
        </Text>
        <TextField.Root id="scim-bearer-token" readOnly value={token?.bearerToken ?? ''} />
        <Flex gap="3" justify="end">
          {token ? <CopyTextButton text={token.bearerToken} label="Copy token" /> : null}
          <Button onClick={onDismiss}>Done</Button>
        </Flex>
      </Flex>
    </Modal>
  );
}

/** The silo's SCIM client tokens: list, create (the secret shown once) and delete. */
export function ScimTab() {
  const silo = useSiloSelector();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null);
  const siloData = useQuery(siloQuery(silo)).data;
  const tokens = useQuery(scimTokenListQuery(silo));
  const create = useApiMutation('scimTokenCreate', {
    onSuccess: async (token) => {
      await invalidate('scimTokenList');
      setCreated(token);
    },
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not create token', content: error.message }),
  });
  const deleteToken = useApiMutation('scimTokenDelete', {
    onSuccess: async () => {
      await invalidate('scimTokenList');
      addToast('SCIM token deleted');
    },
  });
  const createButton = (
    <ActionButton
      disabledReason={unauthorized}
      loading={create.isPending}
      onClick={() => create.mutate({ query: { silo } })}
    >
      Create token
    </ActionButton>
  );
  return (
    <>
      <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
        <Text size="2" color="gray">
          {siloData?.identityMode === 'saml_scim'
            ? "The silo's SCIM client uses a token to provision users and groups."
            : 'Only silos in SAML SCIM identity mode have a SCIM client to use these tokens.'}
        </Text>
        {createButton}
      </Flex>
      <DataTable
        label="SCIM tokens"
        rows={tokens.data ?? []}
        rowKey={(token) => token.id}
        filter={{ name: (token) => token.id }}
        columns={[
          {
            header: 'ID',
            sortValue: (token) => token.id,
            cell: (token) => (
              <Flex gap="2" align="center">
                <Code variant="ghost">{token.id}</Code>
                <CopyButton text={token.id} label="Copy token ID" />
              </Flex>
            ),
          },
          {
            header: 'Created',
            sortValue: (token) => token.timeCreated,
            cell: (token) => formatRelativeTime(token.timeCreated),
          },
          {
            header: 'Expires',
            sortValue: (token) => token.timeExpires,
            cell: (token) =>
              token.timeExpires ? dateTime.format(token.timeExpires) : <Text color="gray">Never</Text>,
          },
        ]}
        actions={(token) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'SCIM token',
                label: `Are you sure you want to delete SCIM token ${token.id}? A SCIM client using it can no longer provision users.`,
                doDelete: () => deleteToken.mutateAsync({ path: { tokenId: token.id }, query: { silo } }),
              }),
          },
        ]}
        empty={
          tokens.isSuccess ? (
            <EmptyState
              title="No SCIM tokens"
              body="Create a token for the silo's SCIM client."
              action={createButton}
            />
          ) : undefined
        }
      />
      <NewTokenModal token={created} onDismiss={() => setCreated(null)} />
    </>
  );
}
