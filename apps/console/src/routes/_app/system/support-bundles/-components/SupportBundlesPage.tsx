import { formatRelativeTime, type SupportBundleInfo } from '@rackconsole/sdk';
import { Badge, type BadgeProps, Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { supportBundleListQuery, usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { ShortId } from '~/components/systemDisplay';
import { Tooltip } from '~/components/Tooltip';
import { TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import DownloadIcon from '~icons/radix-icons/download';
import { saveSupportBundle, supportBundleDownloadUrl } from './supportBundleDownload';

/** How often the list is re-read while a bundle is still being collected or destroyed. */
const COLLECTING_POLL_MS = 2000;

const STATE_COLORS: Record<SupportBundleInfo['state'], BadgeProps['color']> = {
  collecting: 'blue',
  active: 'green',
  failed: 'red',
  destroying: 'gray',
};

const isSettling = (bundle: SupportBundleInfo) =>
  bundle.state === 'collecting' || bundle.state === 'destroying';

function StateBadge({ bundle }: { bundle: SupportBundleInfo }) {
  const badge = (
    <Badge highContrast variant="soft" color={STATE_COLORS[bundle.state]}>
      {bundle.state}
    </Badge>
  );
  return bundle.state === 'failed' && bundle.reasonForFailure ? (
    <Tooltip content={bundle.reasonForFailure}>{badge}</Tooltip>
  ) : (
    badge
  );
}

function DownloadLink({ bundle }: { bundle: SupportBundleInfo }) {
  if (bundle.state !== 'active') return <Text color="gray">—</Text>;
  return (
    <Link
      href={supportBundleDownloadUrl(bundle.id)}
      download
      aria-label={`Download support bundle ${bundle.id}`}
      onClick={(event) => {
        if (!__PREVIEW_MODE__) return;
        event.preventDefault();
        saveSupportBundle(bundle.id).catch((error: Error) =>
          addToast({ variant: 'error', title: 'Could not download support bundle', content: error.message }),
        );
      }}
    >
      <Flex gap="1" align="center">
        <DownloadIcon aria-hidden /> Download
      </Flex>
    </Link>
  );
}

/** Support bundles: diagnostic archives of the rack for support, collected on request, then downloaded. */
export function SupportBundlesPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const bundles = useQuery({
    ...supportBundleListQuery(usePageSearch()),
    refetchInterval: (query) => (query.state.data?.items.some(isSettling) ? COLLECTING_POLL_MS : false),
  });
  const deleteBundle = useApiMutation('supportBundleDelete', {
    onSuccess: async () => {
      await invalidate('supportBundleList');
      addToast('Support bundle deletion started');
    },
  });
  const newBundle = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/system/support-bundles-new', search: true })}
    >
      New support bundle
    </ActionButton>
  );
  return (
    <>
      <PageHeader title="Support Bundles" actions={newBundle} />
      <DataTable
        label="Support bundles"
        rows={bundles.data?.items ?? []}
        rowKey={(bundle) => bundle.id}
        filter={{ name: (bundle) => `${bundle.id} ${bundle.userComment || bundle.reasonForCreation}` }}
        paginated={pagination.hasPrev || Boolean(bundles.data?.nextPage)}
        columns={[
          { header: 'ID', sortValue: (bundle) => bundle.id, cell: (bundle) => <ShortId id={bundle.id} /> },
          {
            header: 'Reason',
            sortValue: (bundle) => bundle.userComment || bundle.reasonForCreation,
            cell: (bundle) => (
              <TruncatedText text={bundle.userComment || bundle.reasonForCreation} maxLength={60} />
            ),
          },
          {
            header: 'State',
            sortValue: (bundle) => bundle.state,
            cell: (bundle) => <StateBadge bundle={bundle} />,
          },
          {
            header: 'Created',
            sortValue: (bundle) => bundle.timeCreated,
            cell: (bundle) => formatRelativeTime(bundle.timeCreated),
          },
          { header: 'Download', cell: (bundle) => <DownloadLink bundle={bundle} /> },
        ]}
        actions={(bundle) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason:
              unauthorized || (bundle.state === 'destroying' && 'This bundle is already being deleted'),
            onActivate: () =>
              confirmDelete({
                resourceKind: 'support bundle',
                label: `Are you sure you want to delete support bundle ${bundle.id}?`,
                doDelete: () => deleteBundle.mutateAsync({ path: { bundleId: bundle.id } }),
              }),
          },
        ]}
        empty={
          bundles.isSuccess ? (
            <EmptyState
              title="No support bundles"
              body="Create a support bundle to collect the rack's diagnostics for support."
              action={newBundle}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={bundles.data?.nextPage} loading={bundles.isFetching} />
    </>
  );
}
