import type { Image, Params } from '@rackconsole/sdk';
import { Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { rackctl } from '~/forms/cliCommand';
import { SelectField } from '~/forms/fields';
import { ModalForm } from '~/forms/ModalForm';
import { addToast } from '~/stores/toasts';

/** The projects a silo image can move to; one page of this size covers any silo's projects in practice. */
const PROJECT_PICKER_LIMIT = 1000;

/** The demote request of a silo image into one project. */
export const imageDemoteRequest = (image: string, project: string): Params<'imageDemote'> => ({
  path: { image },
  query: { project },
});

export const imageDemoteCommand = (image: string, project: string) =>
  rackctl(['image', 'demote', image], { project });

/**
 * Moves a silo image into one project (the reverse of promoting it): every other project loses it. The
 * dialog opens for `image`; after a successful move it calls `onDemoted` if given, else `onDismiss`.
 */
export function DemoteImageModal({
  image,
  onDismiss,
  onDemoted,
}: {
  image: Image | null;
  onDismiss: () => void;
  onDemoted?: () => void;
}) {
  const invalidate = useInvalidate();
  const projects = useQuery({
    ...apiQuery('projectList', { query: { limit: PROJECT_PICKER_LIMIT } }),
    enabled: image !== null,
  });
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } });
  const demote = useApiMutation('imageDemote', {
    onSuccess: async (demoted, { query }) => {
      await invalidate('imageList');
      addToast({
        content: `Image ${demoted.name} moved to project ${query.project}`,
        cta: { text: 'View project images', link: `/projects/${query.project}/images` },
      });
      form.reset();
      if (onDemoted) onDemoted();
      else onDismiss();
    },
  });
  const dismiss = () => {
    form.reset();
    demote.reset();
    onDismiss();
  };
  return (
    <ModalForm
      title="Demote image"
      form={form}
      open={image !== null}
      onSubmit={({ project }) => image && demote.mutate(imageDemoteRequest(image.name, project))}
      toCommand={({ project }) => imageDemoteCommand(image?.name ?? '', project)}
      onDismiss={dismiss}
      submitLabel="Demote"
      submitting={demote.isPending}
      submitError={demote.error}
    >
      <Text as="p" size="2">
        Image <strong>{image?.name}</strong> will only be available in the project you choose, no longer to
        every project in the silo.
      </Text>
      <SelectField
        name="project"
        control={form.control}
        label="Project"
        required
        placeholder="Select a project"
        items={(projects.data?.items ?? []).map((project) => ({ value: project.name, label: project.name }))}
      />
    </ModalForm>
  );
}
