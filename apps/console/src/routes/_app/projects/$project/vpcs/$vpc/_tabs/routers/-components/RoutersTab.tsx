import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Flex, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { routerListQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The platform creates and removes a VPC's system router with the VPC; only custom routers are the user's. */
const SYSTEM_ROUTER_REASON = 'The system router is managed by the platform';

/** A VPC's routers, system and custom, with create, edit and delete of custom ones. */
export function RoutersTab() {
  const { project, vpc } = useVpcParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('manageRouters', project);
  const routers = useQuery(routerListQuery(project, vpc));
  const deleteRouter = useApiMutation('vpcRouterDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('vpcRouterList');
      addToast(`Router ${path.router} deleted`);
    },
  });
  const params = { project, vpc };
  const newRouter = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/projects/$project/vpcs/$vpc/routers-new', search: true, params })}
    >
      New router
    </ActionButton>
  );
  return (
    <>
      <Flex justify="between" align="center" mb="3" gap="3">
        <DocsLink area="routers" />
        {newRouter}
      </Flex>
      <DataTable
        label="Routers"
        rows={routers.data?.items ?? []}
        rowKey={(router) => router.name}
        filter={{ name: (router) => router.name }}
        columns={[
          {
            header: 'Name',
            sortValue: (router) => router.name,
            cell: (router) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/vpcs/$vpc/routers/$router"
                  params={{ ...params, router: router.name }}
                >
                  <TruncatedText text={router.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Description',
            sortValue: (router) => router.description,
            cell: (router) => router.description,
          },
          {
            header: 'Kind',
            sortValue: (router) => router.kind,
            cell: (router) => (
              <Badge color={router.kind === 'system' ? 'gray' : 'blue'}>
                {router.kind === 'system' ? 'System' : 'Custom'}
              </Badge>
            ),
          },
          {
            header: 'Created',
            sortValue: (router) => router.timeCreated,
            cell: (router) => formatRelativeTime(router.timeCreated),
          },
        ]}
        actions={(router) => {
          const reason = unauthorized ?? (router.kind === 'system' && SYSTEM_ROUTER_REASON);
          return [
            {
              label: 'Edit',
              disabledReason: reason,
              onActivate: () =>
                navigate({
                  to: '/projects/$project/vpcs/$vpc/routers/$router/edit',
                  search: true,
                  params: { ...params, router: router.name },
                }),
            },
            {
              label: 'Delete',
              danger: true,
              disabledReason: reason,
              onActivate: () =>
                confirmDelete({
                  resourceKind: 'router',
                  label: `Are you sure you want to delete router ${router.name}?`,
                  doDelete: () =>
                    deleteRouter.mutateAsync({ path: { router: router.name }, query: { project, vpc } }),
                }),
            },
          ];
        }}
        empty={
          routers.isSuccess ? (
            <EmptyState
              title="No routers"
              body="You need to create a router to be able to see it here."
              action={newRouter}
            />
          ) : undefined
        }
      />
    </>
  );
}
