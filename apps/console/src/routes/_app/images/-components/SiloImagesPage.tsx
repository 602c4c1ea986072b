import { formatBytes, formatRelativeTime, type Image } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { siloImageListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';
import { DemoteImageModal } from './DemoteImageModal';

/** Deleting a silo image, with its confirmation; shared by the list and the details panel. */
export function useDeleteSiloImage(onDeleted?: () => void) {
  const invalidate = useInvalidate();
  const deleteImage = useApiMutation('imageDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('imageList');
      addToast(`Image ${path.image} deleted`);
      onDeleted?.();
    },
  });
  return (image: Image) =>
    confirmDelete({
      resourceKind: 'image',
      label: `Are you sure you want to delete image ${image.name}? Disks already made from it are not affected.`,
      doDelete: () => deleteImage.mutateAsync({ path: { image: image.name } }),
    });
}

/**
 * Silo images: images every project of the silo can boot from. A project image becomes one by promotion (on
 * the project's images page); here they are deleted or demoted back into one project.
 */
export function SiloImagesPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const [demoting, setDemoting] = useState<Image | null>(null);
  // The platform lets silo collaborators change silo images.
  const unauthorized = useUnauthorizedReason('manageSiloImages');
  const images = useQuery(siloImageListQuery(pagination.search));
  const deleteImage = useDeleteSiloImage();

  return (
    <>
      <PageHeader title="Images" docs="images" />
      <DataTable
        label="Silo images"
        rows={images.data?.items ?? []}
        rowKey={(image) => image.name}
        filter={{ name: (image) => image.name }}
        paginated={pagination.hasPrev || Boolean(images.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (image) => (
              <Link asChild>
                <RouterLink to="/images/$image/edit" search params={{ image: image.name }}>
                  <TruncatedText text={image.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Description',
            sortValue: (image) => image.description,
            cell: (image) => image.description,
          },
          {
            header: 'OS',
            sortValue: (image) => `${image.os} ${image.version}`,
            cell: (image) => `${image.os} ${image.version}`,
          },
          { header: 'Size', sortValue: (image) => image.size, cell: (image) => formatBytes(image.size) },
          {
            header: 'Created',
            sortValue: (image) => image.timeCreated,
            cell: (image) => formatRelativeTime(image.timeCreated),
          },
        ]}
        actions={(image) => [
          {
            label: 'View',
            onActivate: () =>
              navigate({ to: '/images/$image/edit', search: true, params: { image: image.name } }),
          },
          { label: 'Demote', disabledReason: unauthorized, onActivate: () => setDemoting(image) },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () => deleteImage(image),
          },
        ]}
        empty={
          images.isSuccess ? (
            <EmptyState
              title="No silo images"
              body="Promote a project image to make it available to every project in the silo."
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={images.data?.nextPage} loading={images.isFetching} />
      <DemoteImageModal image={demoting} onDismiss={() => setDemoting(null)} />
    </>
  );
}
