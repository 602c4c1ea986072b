import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { gatewayListQuery } from '~/api/vpcs';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useVpcParams } from '~/hooks/useRouteParams';

/** A VPC's internet gateways; each opens a panel with its pools, addresses and the routes that use it. */
export function InternetGatewaysTab() {
  const { project, vpc } = useVpcParams();
  const navigate = useNavigate();
  const gateways = useQuery(gatewayListQuery(project, vpc));
  const to = '/projects/$project/vpcs/$vpc/internet-gateways/$gateway' as const;
  return (
    <>
      <Flex justify="start" align="center" mb="3">
        <DocsLink area="internetGateways" />
      </Flex>
      <DataTable
        label="Internet gateways"
        rows={gateways.data?.items ?? []}
        rowKey={(gateway) => gateway.name}
        filter={{ name: (gateway) => gateway.name }}
        columns={[
          {
            header: 'Name',
            sortValue: (gateway) => gateway.name,
            cell: (gateway) => (
              <Link asChild>
                <RouterLink to={to} params={{ project, vpc, gateway: gateway.name }}>
                  <TruncatedText text={gateway.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Description',
            sortValue: (gateway) => gateway.description,
            cell: (gateway) => gateway.description,
          },
          {
            header: 'Created',
            sortValue: (gateway) => gateway.timeCreated,
            cell: (gateway) => formatRelativeTime(gateway.timeCreated),
          },
        ]}
        actions={(gateway) => [
          {
            label: 'View details',
            onActivate: () => navigate({ to, params: { project, vpc, gateway: gateway.name } }),
          },
        ]}
        empty={
          gateways.isSuccess ? (
            <EmptyState
              title="No internet gateways"
              body="This VPC has no internet gateways, so its instances have no route out of the rack."
            />
          ) : undefined
        }
      />
    </>
  );
}
