import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { vpcQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { PageHeader } from '~/components/PageHeader';
import { ResourceSummary } from '~/components/ResourceSummary';
import { type RouteTab, RouteTabs } from '~/components/RouteTabs';
import { TerraformExportButton } from '~/components/TerraformExport';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';

/** The VPC page frame: its name, DNS name and IPv6 prefix, and the firewall rules…gateways tabs. */
export function VpcLayout() {
  const { project, vpc: selector } = useVpcParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unauthorized = useUnauthorizedReason('manageVpcs', project);
  const vpc = useQuery(vpcQuery(project, selector)).data;
  const base = `/projects/${project}/vpcs/${selector}`;
  // A tab's create form lives beside its list ('subnets-new' next to 'subnets'), so the tab stays selected.
  const tab = (label: string, path: string): RouteTab => ({
    label,
    to: `${base}/${path}`,
    activePrefix: pathname.startsWith(`${base}/${path}-new`) ? pathname : undefined,
  });
  return (
    <>
      <PageHeader
        title={selector}
        docs="vpcs"
        actions={
          <>
            {vpc ? <TerraformExportButton project={project} resourceId={vpc.id} /> : null}
            <ActionButton
              variant="soft"
              disabledReason={unauthorized}
              onClick={() =>
                navigate({ to: '/projects/$project/vpcs/$vpc/edit', params: { project, vpc: selector } })
              }
            >
              Edit VPC
            </ActionButton>
          </>
        }
      />
      {vpc ? (
        <ResourceSummary
          label="VPC summary"
          items={[
            { label: 'Description', value: vpc.description || '—' },
            { label: 'DNS name', value: vpc.dnsName },
            {
              label: 'IPv6 prefix',
              value: (
                <Flex gap="2" align="center">
                  {vpc.ipv6Prefix}
                  <CopyButton text={vpc.ipv6Prefix} label="Copy IPv6 prefix" />
                </Flex>
              ),
            },
            { label: 'Created', value: formatRelativeTime(vpc.timeCreated) },
          ]}
        />
      ) : null}
      <RouteTabs
        label="VPC"
        tabs={[
          tab('Firewall rules', 'firewall-rules'),
          tab('Subnets', 'subnets'),
          tab('Routers', 'routers'),
          tab('Internet gateways', 'internet-gateways'),
          tab('Events', 'events'),
        ]}
      />
      <Outlet />
    </>
  );
}
