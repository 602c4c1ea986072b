import { formatRelativeTime } from '@rackconsole/sdk';
import { Button, Code, DataList, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { samlProviderQuery } from '~/api/silos';
import { CopyButton } from '~/components/CopyButton';
import { SideModal } from '~/components/Modal';
import { TruncatedText } from '~/components/TruncatedText';
import { useSiloSelector } from '~/hooks/useRouteParams';

const providerRoute = getRouteApi('/_app/system/silos/$silo/_idps-list/idps/saml/$provider');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="10rem">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** A value worth copying (URLs, ids): shown whole when short, truncated with a tooltip otherwise. */
function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <Flex gap="2" align="center">
      <TruncatedText text={text} maxLength={40} />
      <CopyButton text={text} label={`Copy ${label}`} />
    </Flex>
  );
}

/** A SAML identity provider's settings, read-only: the platform cannot change a provider once created. */
export function IdpDetailsPanel() {
  const silo = useSiloSelector();
  const { provider: selector } = providerRoute.useParams();
  const navigate = useNavigate();
  const provider = useQuery(samlProviderQuery(silo, selector)).data;
  const close = () => navigate({ to: '/system/silos/$silo/idps', search: true, params: { silo } });
  return (
    <SideModal
      title="Identity provider"
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
      {provider ? (
        <DataList.Root aria-label="Identity provider details">
          <Field label="Name">{provider.name}</Field>
          <Field label="Description">{provider.description || '—'}</Field>
          <Field label="ACS URL">
            <Copyable text={provider.acsUrl} label="ACS URL" />
          </Field>
          <Field label="Entity ID">
            <Copyable text={provider.idpEntityId} label="entity ID" />
          </Field>
          <Field label="SP client ID">{provider.spClientId}</Field>
          <Field label="SLO URL">
            <Copyable text={provider.sloUrl} label="SLO URL" />
          </Field>
          <Field label="Technical contact email">{provider.technicalContactEmail}</Field>
          <Field label="Group attribute name">{provider.groupAttributeName || '—'}</Field>
          <Field label="Signing certificate">
            {provider.publicCert ? (
              <Copyable text={provider.publicCert} label="signing certificate" />
            ) : (
              'None'
            )}
          </Field>
          <Field label="ID">
            <Flex gap="2" align="center">
              <Code variant="ghost">{provider.id}</Code>
              <CopyButton text={provider.id} label="Copy provider ID" />
            </Flex>
          </Field>
          <Field label="Created">{formatRelativeTime(provider.timeCreated)}</Field>
        </DataList.Root>
      ) : null}
    </SideModal>
  );
}
