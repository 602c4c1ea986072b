import { formatRelativeTime } from '@rackconsole/sdk';
import { Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { usePageSearch } from '~/api/systemLists';
import { repositoryListQuery, updateStatusQuery } from '~/api/update';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { TruncatedText } from '~/components/TruncatedText';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { usePagination } from '~/hooks/usePagination';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { UploadRepositoryModal } from './UploadRepositoryModal';

/** Uploaded release repositories; any of them can be made the release the rack updates to. */
export function RepositoriesSection() {
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const [uploading, setUploading] = useState(false);
  const repos = useQuery(repositoryListQuery(usePageSearch()));
  const status = useQuery(updateStatusQuery);
  const target = status.data?.targetRelease?.version;
  const setTarget = useApiMutation('targetReleaseUpdate', {
    onSuccess: () => invalidate('systemUpdateStatus'),
  });
  const upload = (
    <ActionButton disabledReason={unauthorized} onClick={() => setUploading(true)}>
      Upload repository
    </ActionButton>
  );
  return (
    <section aria-labelledby="repositories-heading">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="4" id="repositories-heading">
          Repositories
        </Heading>
        {upload}
      </Flex>
      <DataTable
        label="Repositories"
        rows={repos.data?.items ?? []}
        rowKey={(repo) => repo.systemVersion}
        filter={{ name: (repo) => repo.systemVersion }}
        paginated={pagination.hasPrev || Boolean(repos.data?.nextPage)}
        columns={[
          { header: 'Version', sortValue: (repo) => repo.systemVersion, cell: (repo) => repo.systemVersion },
          {
            header: 'File',
            sortValue: (repo) => repo.fileName,
            cell: (repo) => <TruncatedText text={repo.fileName} maxLength={40} />,
          },
          {
            header: 'SHA-256',
            sortValue: (repo) => repo.hash,
            cell: (repo) => (
              <Flex gap="2" align="center">
                <TruncatedText text={repo.hash} maxLength={14} />
                <CopyButton text={repo.hash} label={`Copy hash of ${repo.systemVersion}`} />
              </Flex>
            ),
          },
          {
            header: 'Uploaded',
            sortValue: (repo) => repo.timeCreated,
            cell: (repo) => formatRelativeTime(repo.timeCreated),
          },
        ]}
        actions={(repo) => [
          {
            label: 'Set as target release',
            disabledReason:
              unauthorized || (repo.systemVersion === target && 'This is already the target release'),
            onActivate: () =>
              confirmAction({
                modalTitle: 'Set target release',
                modalContent: `Update the rack to release ${repo.systemVersion}? Components move to it one step at a time.`,
                errorTitle: 'Could not set the target release',
                actionType: 'primary',
                doAction: async () => {
                  await setTarget.mutateAsync({ body: { systemVersion: repo.systemVersion } });
                  addToast(`Target release set to ${repo.systemVersion}`);
                },
              }),
          },
        ]}
        empty={
          repos.isSuccess ? (
            <EmptyState
              title="No repositories"
              body="Upload a release repository to update the rack to it."
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={repos.data?.nextPage} loading={repos.isFetching} />
      <UploadRepositoryModal open={uploading} onDismiss={() => setUploading(false)} />
    </section>
  );
}
