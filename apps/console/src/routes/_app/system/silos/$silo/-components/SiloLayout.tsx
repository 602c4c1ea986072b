import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Card, Code, DataList, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { IDENTITY_MODE_LABELS, siloQuery } from '~/api/silos';
import { CopyButton } from '~/components/CopyButton';
import { PageHeader } from '~/components/PageHeader';
import { RouteTabs } from '~/components/RouteTabs';
import { TerraformExportButton } from '~/components/TerraformExport';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { useIsOwnSilo } from './userQueries';
import './silos.css';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';

/** The silo page frame: its name, a summary, and the idps…scim tabs, then its users and groups. */
export function SiloLayout() {
  const selector = useSiloSelector();
  const { pathname } = useLocation();
  const silo = useQuery(siloQuery(selector)).data;
  const base = `/system/silos/${selector}`;
  // Create forms are sibling routes of their lists (idps-new, users-new), yet belong to the same tab.
  const creatingProvider = pathname.startsWith(`${base}/idps-new`);
  const creatingUser = pathname.startsWith(`${base}/users-new`);
  // The platform lists groups only to the users of their own silo.
  const ownSilo = useIsOwnSilo(selector);
  return (
    <>
      <PageHeader
        title={silo?.name ?? selector}
        docs="silos"
        actions={silo ? <TerraformExportButton systemResourceId={silo.id} /> : null}
      />
      {silo ? (
        <Card mb="4">
          <DataList.Root orientation="vertical" size="2" className="silo-summary" aria-label="Silo summary">
            <DataList.Item>
              <DataList.Label>Identity mode</DataList.Label>
              <DataList.Value>{IDENTITY_MODE_LABELS[silo.identityMode]}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Discoverable</DataList.Label>
              <DataList.Value>
                {silo.discoverable ? <Badge color="green">Yes</Badge> : <Badge color="gray">No</Badge>}
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Admin group</DataList.Label>
              <DataList.Value>
                <TruncatedText text={silo.adminGroupName || '—'} maxLength={NAME_LIMITS.cell} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>ID</DataList.Label>
              <DataList.Value>
                <Flex gap="2" align="center">
                  <Code variant="ghost">{silo.id}</Code>
                  <CopyButton text={silo.id} label="Copy silo ID" />
                </Flex>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Created</DataList.Label>
              <DataList.Value>{formatRelativeTime(silo.timeCreated)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
      ) : null}
      <RouteTabs
        label="Silo"
        tabs={[
          {
            label: 'Identity Providers',
            to: `${base}/idps`,
            activePrefix: creatingProvider ? `${base}/idps-new` : undefined,
          },
          { label: 'IP Pools', to: `${base}/ip-pools` },
          { label: 'Subnet Pools', to: `${base}/subnet-pools` },
          { label: 'Quotas', to: `${base}/quotas` },
          { label: 'Fleet Roles', to: `${base}/fleet-roles` },
          { label: 'SCIM', to: `${base}/scim` },
          {
            label: 'Users',
            to: `${base}/users`,
            activePrefix: creatingUser ? `${base}/users-new` : undefined,
          },
          ...(ownSilo ? [{ label: 'Groups', to: `${base}/groups` }] : []),
        ]}
      />
      <Outlet />
    </>
  );
}
