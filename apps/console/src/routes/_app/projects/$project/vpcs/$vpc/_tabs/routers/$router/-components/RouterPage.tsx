import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Outlet, useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { routeListQuery, routerQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { ResourceSummary } from '~/components/ResourceSummary';
import { TerraformExportButton } from '~/components/TerraformExport';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import {
  describeDestination,
  describeTarget,
} from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/-components/routeText';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const routerRoute = getRouteApi('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router');

/** The platform keeps a system router's routes in step with the VPC's subnets; users cannot change them. */
const SYSTEM_ROUTES_REASON = "A system router's routes are managed by the platform";

const ROUTE_KINDS = {
  default: 'Default',
  vpc_subnet: 'VPC subnet',
  vpc_peering: 'VPC peering',
  custom: 'Custom',
} as const;

/** One router and its routes; a custom router's routes can be added, edited and deleted. */
export function RouterPage() {
  const { project, vpc, router: selector } = routerRoute.useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageRouters', project);
  const router = useQuery(routerQuery(project, vpc, selector)).data;
  const routes = useQuery(routeListQuery(project, vpc, selector));
  const deleteRoute = useApiMutation('vpcRouterRouteDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('vpcRouterRouteList');
      addToast(`Route ${path.route} deleted`);
    },
  });
  const reason = unauthorized ?? (router?.kind === 'system' ? SYSTEM_ROUTES_REASON : undefined);
  const params = { project, vpc, router: selector };
  const newRoute = (
    <ActionButton
      disabledReason={reason}
      onClick={() => navigate({ to: '/projects/$project/vpcs/$vpc/routers/$router/routes-new', params })}
    >
      New route
    </ActionButton>
  );
  return (
    <>
      <Flex justify="between" align="center" mb="3" gap="3">
        <Heading as="h2" size="4">
          Router {selector}
        </Heading>
        <Flex gap="3">
          {router?.kind === 'custom' ? (
            <TerraformExportButton project={project} resourceId={router.id} />
          ) : null}
          {newRoute}
        </Flex>
      </Flex>
      {router ? (
        <ResourceSummary
          label="Router summary"
          items={[
            {
              label: 'Kind',
              value: (
                <Badge color={router.kind === 'system' ? 'gray' : 'blue'}>
                  {router.kind === 'system' ? 'System' : 'Custom'}
                </Badge>
              ),
            },
            { label: 'Description', value: router.description || '—' },
            { label: 'Created', value: formatRelativeTime(router.timeCreated) },
          ]}
        />
      ) : null}
      <DataTable
        label="Routes"
        rows={routes.data?.items ?? []}
        rowKey={(route) => route.name}
        filter={{ name: (route) => route.name }}
        columns={[
          { header: 'Name', sortValue: (route) => route.name, cell: (route) => route.name },
          {
            header: 'Description',
            sortValue: (route) => route.description,
            cell: (route) => route.description,
          },
          {
            header: 'Destination',
            sortValue: (route) => describeDestination(route.destination),
            cell: (route) => describeDestination(route.destination),
          },
          {
            header: 'Target',
            sortValue: (route) => describeTarget(route.target),
            cell: (route) => describeTarget(route.target),
          },
          {
            header: 'Kind',
            sortValue: (route) => ROUTE_KINDS[route.kind],
            cell: (route) => ROUTE_KINDS[route.kind],
          },
          {
            header: 'Created',
            sortValue: (route) => route.timeCreated,
            cell: (route) => formatRelativeTime(route.timeCreated),
          },
        ]}
        actions={(route) => [
          {
            label: 'Edit',
            disabledReason: reason,
            onActivate: () =>
              navigate({
                to: '/projects/$project/vpcs/$vpc/routers/$router/routes/$route/edit',
                params: { ...params, route: route.name },
              }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: reason,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'route',
                label: `Are you sure you want to delete route ${route.name}?`,
                doDelete: () =>
                  deleteRoute.mutateAsync({
                    path: { route: route.name },
                    query: { project, vpc, router: selector },
                  }),
              }),
          },
        ]}
        empty={
          routes.isSuccess ? (
            <EmptyState title="No routes" body="This router has no routes yet." action={newRoute} />
          ) : undefined
        }
      />
      <Outlet />
    </>
  );
}
