import { Flex, Heading, Link, Table, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { apiQuery } from '~/api/queries';
import { gatewayRoutesQuery, ipPoolsQuery, routerListQuery } from '~/api/vpcs';
import { CopyButton } from '~/components/CopyButton';
import { SideModal } from '~/components/Modal';
import { ResourceSummary } from '~/components/ResourceSummary';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { ALL_ITEMS } from '~/constants';
import { describeDestination } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/-components/routeText';

const gatewayRoute = getRouteApi(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_internet-gateways-list/internet-gateways/$gateway',
);

function Section({
  title,
  headers,
  empty,
  rows,
}: {
  title: string;
  headers: string[];
  empty: string;
  rows: { key: string; cells: ReactNode[] }[] | undefined;
}) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        {title}
      </Heading>
      {rows && rows.length === 0 ? (
        <Text size="2" color="gray">
          {empty}
        </Text>
      ) : (
        <Table.Root size="1" variant="surface">
          {/* Radix puts Table.Root's props on a wrapper div; a caption names the table element itself. */}
          <caption className="visually-hidden">{title}</caption>
          <Table.Header>
            <Table.Row>
              {headers.map((header) => (
                <Table.ColumnHeaderCell key={header}>{header}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rows ?? []).map((row) => (
              <Table.Row key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in fixed column order
                    <Table.RowHeaderCell key={index}>{cell}</Table.RowHeaderCell>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in fixed column order
                    <Table.Cell key={index}>{cell}</Table.Cell>
                  ),
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}

/** One internet gateway in a side panel: its IP pools and addresses, and the routes that target it. */
export function InternetGatewayPanel() {
  const { project, vpc, gateway: selector } = gatewayRoute.useParams();
  const navigate = useNavigate();
  const scope = { project, vpc, gateway: selector, limit: ALL_ITEMS };
  const gateway = useQuery(
    apiQuery('internetGatewayView', { path: { gateway: selector }, query: { project, vpc } }),
  ).data;
  const pools = useQuery(apiQuery('internetGatewayIpPoolList', { query: scope }));
  const addresses = useQuery(apiQuery('internetGatewayIpAddressList', { query: scope }));
  const routes = useQuery(gatewayRoutesQuery(project, vpc, selector));
  const routers = useQuery(routerListQuery(project, vpc));
  const ipPools = useQuery(ipPoolsQuery());
  const poolName = (id: string) => ipPools.data?.items.find((pool) => pool.id === id)?.name ?? id;
  const routerName = (id: string) => routers.data?.items.find((router) => router.id === id)?.name ?? id;
  return (
    <SideModal
      title={`Internet gateway ${selector}`}
      open
      onDismiss={() =>
        navigate({
          to: '/projects/$project/vpcs/$vpc/internet-gateways',
          search: true,
          params: { project, vpc },
        })
      }
    >
      <Flex direction="column" gap="5">
        {gateway ? (
          <ResourceSummary
            label="Internet gateway summary"
            items={[
              { label: 'Description', value: gateway.description || '—' },
              {
                label: 'ID',
                value: (
                  <Flex gap="2" align="center">
                    <Text size="2">{gateway.id}</Text>
                    <CopyButton text={gateway.id} label="Copy gateway ID" />
                  </Flex>
                ),
              },
            ]}
          />
        ) : null}
        <Section
          title="IP pools"
          headers={['Name', 'IP pool', 'Description']}
          empty="No IP pools are attached to this gateway."
          rows={pools.data?.items.map((pool) => ({
            key: pool.id,
            cells: [pool.name, poolName(pool.ipPoolId), pool.description],
          }))}
        />
        <Section
          title="IP addresses"
          headers={['Name', 'Address', 'Description']}
          empty="No IP addresses are attached to this gateway."
          rows={addresses.data?.items.map((address) => ({
            key: address.id,
            cells: [address.name, address.address, address.description],
          }))}
        />
        <Section
          title="Routes targeting this gateway"
          headers={['Route', 'Router', 'Destination']}
          empty="No routes send traffic to this gateway."
          rows={routes.data?.map((route) => ({
            key: route.id,
            cells: [
              route.name,
              <Link asChild key="router">
                <RouterLink
                  to="/projects/$project/vpcs/$vpc/routers/$router"
                  params={{ project, vpc, router: routerName(route.vpcRouterId) }}
                >
                  <TruncatedText
                    text={routerName(route.vpcRouterId)}
                    maxLength={NAME_LIMITS.cell}
                    focusable={false}
                  />
                </RouterLink>
              </Link>,
              describeDestination(route.destination),
            ],
          }))}
        />
        {routes.error ? (
          <Text size="2" color="red" role="alert">
            {routes.error.message}
          </Text>
        ) : null}
      </Flex>
    </SideModal>
  );
}
