import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Button, Flex, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Outlet, Link as RouterLink } from '@tanstack/react-router';
import { identityProviderListQuery, siloQuery } from '~/api/silos';
import { usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { useSiloSelector } from '~/hooks/useRouteParams';

/** Why a silo cannot get a SAML provider: a local-only silo signs users in with passwords only. */
export const LOCAL_ONLY_REASON = 'Local-only silos cannot use SAML identity providers';

/** The silo's identity providers; a provider's details open over the list (the child route). */
export function IdpsTab() {
  const silo = useSiloSelector();
  const pagination = usePagination();
  const siloData = useQuery(siloQuery(silo)).data;
  const providers = useQuery(identityProviderListQuery(silo, usePageSearch()));
  const unauthorized = useFleetAdminReason();
  const disabledReason =
    unauthorized ?? (siloData?.identityMode === 'local_only' ? LOCAL_ONLY_REASON : undefined);
  const newProvider = disabledReason ? (
    <ActionButton disabledReason={disabledReason}>New provider</ActionButton>
  ) : (
    <Button asChild>
      <RouterLink to="/system/silos/$silo/idps-new" search params={{ silo }}>
        New provider
      </RouterLink>
    </Button>
  );
  return (
    <>
      <Flex justify="end" align="center" gap="3" mb="3">
        <DocsLink area="identityProviders" />
        {newProvider}
      </Flex>
      <DataTable
        label="Identity providers"
        rows={providers.data?.items ?? []}
        rowKey={(provider) => provider.name}
        filter={{ name: (provider) => provider.name }}
        paginated={pagination.hasPrev || Boolean(providers.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (provider) => provider.name,
            cell: (provider) => (
              <Link asChild>
                <RouterLink
                  to="/system/silos/$silo/idps/saml/$provider"
                  search
                  params={{ silo, provider: provider.name }}
                >
                  <TruncatedText text={provider.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Type',
            sortValue: (provider) => provider.providerType,
            cell: (provider) => <Badge color="blue">{provider.providerType.toUpperCase()}</Badge>,
          },
          {
            header: 'Description',
            sortValue: (provider) => provider.description,
            cell: (provider) => provider.description,
          },
          {
            header: 'Created',
            sortValue: (provider) => provider.timeCreated,
            cell: (provider) => formatRelativeTime(provider.timeCreated),
          },
        ]}
        empty={
          providers.isSuccess ? (
            <EmptyState
              title="No identity providers"
              body={
                siloData?.identityMode === 'local_only'
                  ? 'Users of this silo sign in with a username and password.'
                  : 'Add a SAML identity provider so users of this silo can sign in.'
              }
              action={newProvider}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={providers.data?.nextPage}
        loading={providers.isFetching}
      />
      <Outlet />
    </>
  );
}
