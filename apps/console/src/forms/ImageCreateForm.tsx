import { formatBytes, type Params } from '@rackconsole/sdk';
import { defaultDiskImportSize } from '@rackconsole/sdk/disk-import';
import { generateName } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { imageSnapshotChoicesQuery } from '~/api/images';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { UploadProgress } from '~/components/upload/UploadProgress';
import { useUpload } from '~/components/upload/useUpload';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';
import { rackctl } from './cliCommand';
import { BlockSizeField, ImageFileField, toBlockSize } from './DiskFields';
import { RadioGroupField, SelectField } from './fields';
import { EMPTY_IMAGE, ImageFields, type ImageValues } from './ImageFields';
import { SideModalForm } from './SideModalForm';

interface ImageCreateValues {
  image: ImageValues;
  source: 'snapshot' | 'upload';
  snapshotId: string;
  file: File | null;
  blockSize: string;
}

/** The create request of a project image from a snapshot. */
export const imageCreateRequest = (
  project: string,
  image: ImageValues,
  snapshotId: string,
): Params<'imageCreate'> => ({
  query: { project },
  body: { ...image, source: { type: 'snapshot', id: snapshotId } },
});

/** `rackctl image create`, which makes project images from snapshots. */
export const imageCreateCommand = (project: string, image: ImageValues, snapshot: string) =>
  rackctl(['image', 'create', image.name], {
    project,
    snapshot,
    os: image.os,
    'os-version': image.version,
    description: image.description,
  });

/**
 * Creates a project image from a ready snapshot, or from a local disk image: the upload writes it into a
 * temporary disk, snapshots that, makes the image and removes the temporary disk and snapshot.
 */
export function ImageCreateForm() {
  const project = useProjectParam();
  const unauthorized = useUnauthorizedReason('manageProjectImages', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const upload = useUpload(project);
  const snapshots = (useQuery(imageSnapshotChoicesQuery(project)).data?.items ?? []).filter(
    (snapshot) => snapshot.state === 'ready',
  );
  const form = useForm<ImageCreateValues>({
    defaultValues: { image: EMPTY_IMAGE, source: 'snapshot', snapshotId: '', file: null, blockSize: '512' },
  });
  const source = useWatch({ control: form.control, name: 'source' });
  const toList = () => navigate({ to: '/projects/$project/images', search: true, params: { project } });
  const create = useApiMutation('imageCreate', {
    onSuccess: async (image) => {
      await invalidate('imageList');
      addToast(`Image ${image.name} created`);
      await toList();
    },
  });

  const onSubmit = ({ image, snapshotId, file, blockSize, ...values }: ImageCreateValues) => {
    if (upload.finished) {
      void toList();
      return;
    }
    if (values.source === 'snapshot') {
      create.mutate(imageCreateRequest(project, image, snapshotId));
      return;
    }
    if (!file) return;
    create.reset();
    void upload.start(
      {
        file,
        blockSize: toBlockSize(blockSize),
        disk: {
          name: generateName(image.name, 'upload'),
          description: `Temporary disk for uploading image ${image.name}`,
          size: defaultDiskImportSize(file.size),
        },
        snapshotName: generateName(image.name, 'upload'),
        image,
        temporary: true,
      },
      { doneMessage: `Image ${image.name} created` },
    );
  };

  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create image"
      form={form}
      onSubmit={onSubmit}
      // Closing the panel leaves a running upload going: it is a job, followed (and canceled) in the jobs tray.
      onDismiss={toList}
      submitLabel={upload.finished ? 'Done' : source === 'upload' ? 'Upload image' : 'Create image'}
      submitting={create.isPending || upload.busy}
      submitError={create.error ?? upload.view.problem}
      toCommand={({ image, snapshotId }) =>
        imageCreateCommand(
          project,
          image,
          snapshots.find((snapshot) => snapshot.id === snapshotId)?.name ?? snapshotId,
        )
      }
      toTerraform={({ image, snapshotId }) => ({
        request: { kind: 'image', project, body: imageCreateRequest(project, image, snapshotId).body },
      })}
      commandDisabledReason={source === 'upload' ? 'rackctl cannot upload disk images' : undefined}
    >
      <fieldset className="upload-fieldset" disabled={upload.busy || upload.finished}>
        <ImageFields control={form.control} />
        <RadioGroupField
          name="source"
          control={form.control}
          label="Source"
          required
          items={[
            { value: 'snapshot', label: 'Snapshot' },
            { value: 'upload', label: 'Upload image' },
          ]}
        />
        {source === 'snapshot' ? (
          <SelectField
            name="snapshotId"
            control={form.control}
            label="Snapshot"
            required
            placeholder={snapshots.length ? 'Select a snapshot' : 'No ready snapshots'}
            items={snapshots.map((snapshot) => ({
              value: snapshot.id,
              label: `${snapshot.name} (${formatBytes(snapshot.size)})`,
            }))}
          />
        ) : (
          <>
            <ImageFileField name="file" control={form.control} />
            <BlockSizeField
              name="blockSize"
              control={form.control}
              description="The block size the image was built for"
            />
          </>
        )}
      </fieldset>
      <UploadProgress view={upload.view} onCancel={upload.cancel} />
    </SideModalForm>
  );
}
