import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Button, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { IDENTITY_MODE_LABELS, siloListQuery } from '~/api/silos';
import { usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The fleet's silos (the platform lists the discoverable ones), with create and delete. */
export function SilosPage() {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const silos = useQuery(siloListQuery(usePageSearch()));
  const deleteSilo = useApiMutation('siloDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('siloList', 'siloUtilizationList');
      addToast(`Silo ${path.silo} deleted`);
    },
  });
  const newSilo = unauthorized ? (
    <ActionButton disabledReason={unauthorized}>New Silo</ActionButton>
  ) : (
    <Button asChild>
      <RouterLink to="/system/silos-new" search>
        New Silo
      </RouterLink>
    </Button>
  );

  return (
    <>
      <PageHeader title="Silos" docs="silos" actions={newSilo} />
      <DataTable
        label="Silos"
        rows={silos.data?.items ?? []}
        rowKey={(silo) => silo.name}
        filter={{ name: (silo) => silo.name }}
        paginated={pagination.hasPrev || Boolean(silos.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (silo) => silo.name,
            cell: (silo) => (
              <Link asChild>
                <RouterLink to="/system/silos/$silo/idps" params={{ silo: silo.name }}>
                  <TruncatedText text={silo.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          { header: 'Description', sortValue: (silo) => silo.description, cell: (silo) => silo.description },
          {
            header: 'Discoverable',
            sortValue: (silo) => (silo.discoverable ? 'yes' : 'no'),
            cell: (silo) =>
              silo.discoverable ? <Badge color="green">Yes</Badge> : <Badge color="gray">No</Badge>,
          },
          {
            header: 'Identity mode',
            sortValue: (silo) => IDENTITY_MODE_LABELS[silo.identityMode],
            cell: (silo) => IDENTITY_MODE_LABELS[silo.identityMode],
          },
          {
            header: 'Created',
            sortValue: (silo) => silo.timeCreated,
            cell: (silo) => formatRelativeTime(silo.timeCreated),
          },
        ]}
        actions={(silo) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'silo',
                label: `Are you sure you want to delete silo ${silo.name}? Its users, groups, identity providers and certificates are deleted with it.`,
                doDelete: () => deleteSilo.mutateAsync({ path: { silo: silo.name } }),
              }),
          },
        ]}
        empty={
          silos.isSuccess ? (
            <EmptyState
              title="No silos"
              body="You need to create a silo to be able to see it here."
              action={newSilo}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={silos.data?.nextPage} loading={silos.isFetching} />
    </>
  );
}
