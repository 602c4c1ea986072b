import { formatBytes, formatRelativeTime, type Image } from '@rackconsole/sdk';
import { Button, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from '@tanstack/react-router';
import { DataTable, type RowAction } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/PageHeader';
import { PaginationBar } from '../../components/PaginationBar';
import { usePagination } from '../../hooks/usePagination';
import { imageListQuery } from './queries';
import { useImageActions } from './useImageActions';

/** The project's images: open one, promote it to the silo, or delete it. */
export function ImagesPage() {
  const { project } = useParams({ strict: false }) as { project: string };
  const navigate = useNavigate();
  const pagination = usePagination();
  const images = useQuery(
    imageListQuery(project, { limit: pagination.pageSize, pageToken: pagination.pageToken }),
  );
  const imageActions = useImageActions(project);

  const actions = (image: Image): RowAction[] => [
    {
      label: 'Edit',
      onActivate: () =>
        navigate({ to: '/projects/$project/images/$image/edit', params: { project, image: image.name } }),
    },
    {
      label: 'Promote',
      disabledReason: imageActions.promoteReason,
      onActivate: () => imageActions.promote(image),
    },
    {
      label: 'Delete',
      danger: true,
      disabledReason: imageActions.deleteReason,
      onActivate: () => imageActions.remove(image),
    },
  ];

  const newImage = (
    <Button asChild>
      <RouterLink to="/projects/$project/images-new" params={{ project }}>
        New Image
      </RouterLink>
    </Button>
  );

  return (
    <>
      <PageHeader title="Images" docs="images" actions={newImage} />
      <DataTable
        label="Images"
        rows={images.data?.items ?? []}
        rowKey={(image) => image.name}
        columns={[
          {
            header: 'Name',
            cell: (image) => (
              <Link asChild>
                <RouterLink
                  to="/projects/$project/images/$image/edit"
                  params={{ project, image: image.name }}
                >
                  {image.name}
                </RouterLink>
              </Link>
            ),
          },
          { header: 'Description', cell: (image) => image.description },
          { header: 'OS', cell: (image) => image.os },
          { header: 'Version', cell: (image) => image.version },
          { header: 'Size', cell: (image) => formatBytes(image.size) },
          { header: 'Created', cell: (image) => formatRelativeTime(image.timeCreated) },
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
    </>
  );
}
