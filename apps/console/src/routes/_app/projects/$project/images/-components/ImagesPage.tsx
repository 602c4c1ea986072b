import { formatBytes, formatRelativeTime, type Image } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { imageListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { BulkActionBar } from '~/components/BulkActionBar';
import { bulkAction } from '~/components/bulkAction';
import { CreateLink } from '~/components/CreateLink';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import type { RowAction } from '~/components/rowAction';
import { useTerraformExport } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useProjectParam } from '~/hooks/useRouteParams';
import { useImageActions } from './useImageActions';

/** The project's images: open one, promote it to the silo, or delete it. */
export function ImagesPage() {
  const project = useProjectParam();
  const terraform = useTerraformExport();
  const navigate = useNavigate();
  const pagination = usePagination();
  const invalidate = useInvalidate();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const images = useQuery(imageListQuery(project, pagination.search));
  const rows = images.data?.items ?? [];
  const imageActions = useImageActions(project);
  // A mutation rather than a plain call, so each delete also drops the image's cached reads.
  const deleteOne = useApiMutation('imageDelete');
  const bulkDelete = bulkAction({
    label: 'Delete',
    past: 'Deleted',
    noun: 'image',
    danger: true,
    rows: rows.filter((image) => selected.has(image.name)),
    rowKey: (image) => image.name,
    unauthorized: imageActions.deleteReason,
    run: (image) => deleteOne.mutateAsync({ path: { image }, query: { project } }),
    refresh: () => invalidate('imageList', 'imageView'),
    onConfirm: () => setSelected(new Set()),
  });

  const actions = (image: Image): RowAction[] => [
    {
      label: 'Edit',
      onActivate: () =>
        navigate({
          to: '/projects/$project/images/$image/edit',
          search: true,
          params: { project, image: image.name },
        }),
    },
    {
      label: 'Promote',
      disabledReason: imageActions.promoteReason,
      onActivate: () => imageActions.promote(image),
    },
    {
      label: 'Export as Terraform',
      onActivate: () => terraform.open({ project, resourceId: image.id }),
    },
    {
      label: 'Delete',
      danger: true,
      disabledReason: imageActions.deleteReason,
      onActivate: () => imageActions.remove(image),
    },
  ];

  // Creating an image in the project takes the same role as deleting one.
  const newImage = (
    <CreateLink disabledReason={imageActions.deleteReason}>
      <RouterLink to="/projects/$project/images-new" search params={{ project }}>
        New Image
      </RouterLink>
    </CreateLink>
  );

  return (
    <>
      <PageHeader title="Images" docs="images" actions={newImage} />
      <BulkActionBar
        count={selected.size}
        noun="image"
        actions={[bulkDelete]}
        onClear={() => setSelected(new Set())}
      />
      <DataTable
        label="Images"
        rows={rows}
        rowKey={(image) => image.name}
        selection={{ selected, onChange: setSelected }}
        filter={{ name: (image) => image.name }}
        paginated={pagination.hasPrev || Boolean(images.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (image) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/images/$image/edit"
                  search
                  params={{ project, image: image.name }}
                >
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
          { header: 'OS', sortValue: (image) => image.os, cell: (image) => image.os },
          { header: 'Version', sortValue: (image) => image.version, cell: (image) => image.version },
          { header: 'Size', sortValue: (image) => image.size, cell: (image) => formatBytes(image.size) },
          {
            header: 'Created',
            sortValue: (image) => image.timeCreated,
            cell: (image) => formatRelativeTime(image.timeCreated),
          },
        ]}
        actions={actions}
        empty={
          images.isSuccess ? (
            <EmptyState
              title="No images"
              body="You need to create an image to be able to see it here."
              action={newImage}
            />
          ) : undefined
        }
      />
      <PaginationBar pagination={pagination} nextPage={images.data?.nextPage} loading={images.isFetching} />
      {terraform.dialog}
    </>
  );
}
