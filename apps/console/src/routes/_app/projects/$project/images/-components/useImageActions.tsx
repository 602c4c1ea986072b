import type { Image } from '@rackconsole/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { firstReason } from '~/components/reasons';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmAction, confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/**
 * Promote (to the silo) and delete for a project's images, each behind the confirm dialog, with the reason
 * the user may not take them. Shared by the list's row menus and the image panel; `onGone` runs once the
 * image has left the project either way.
 */
export function useImageActions(project: string, { onGone }: { onGone?: () => void } = {}) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  // The image has left the project: its cached view must not be served for its old address again.
  const forget = async () => {
    onGone?.();
    queryClient.removeQueries({ queryKey: ['imageView'] });
    await invalidate('imageList');
  };
  const projectReason = useUnauthorizedReason('manageProjectImages', project);
  // A silo image is the silo's: promoting one also needs a role on the silo.
  const siloReason = useUnauthorizedReason('manageSiloImages');
  const promoteImage = useApiMutation('imagePromote', {
    onSuccess: async (image) => {
      await forget();
      addToast({
        content: `Image ${image.name} promoted to the silo`,
        cta: { text: 'View silo images', link: '/images' },
      });
    },
  });
  const deleteImage = useApiMutation('imageDelete', {
    onSuccess: async (_, { path }) => {
      await forget();
      addToast(`Image ${path.image} deleted`);
    },
  });
  const target = (image: Image) => ({ path: { image: image.name }, query: { project } });

  return {
    promoteReason: firstReason(projectReason, siloReason),
    deleteReason: projectReason,
    promote: (image: Image) =>
      confirmAction({
        modalTitle: 'Promote image',
        modalContent: (
          <>
            Promote <strong>{image.name}</strong> to the silo? Every project in the silo will be able to use
            it, and it will no longer be listed among this project's images.
          </>
        ),
        errorTitle: `Could not promote ${image.name}`,
        actionType: 'primary',
        doAction: () => promoteImage.mutateAsync(target(image)),
      }),
    remove: (image: Image) =>
      confirmDelete({
        resourceKind: 'image',
        label: (
          <>
            Are you sure you want to delete image <strong>{image.name}</strong>?
          </>
        ),
        doDelete: () => deleteImage.mutateAsync(target(image)),
      }),
  };
}
