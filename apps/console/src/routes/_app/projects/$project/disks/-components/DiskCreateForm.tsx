import { type Disk, type DiskSource, formatBytes, GIB, type Params } from '@rackconsole/sdk';
import { generateName as nameAfter } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { diskQuery, diskSourceQueries } from '~/api/disks';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { UploadProgress } from '~/components/upload/UploadProgress';
import type { UploadPlan } from '~/components/upload/upload';
import { useUpload } from '~/components/upload/useUpload';
import { gibibytes, rackctl } from '~/forms/cliCommand';
import { BlockSizeField, DiskSizeField, ImageFileField, toBlockSize } from '~/forms/DiskFields';
import { CheckboxField, DescriptionField, NameField, RadioGroupField, SelectField } from '~/forms/fields';
import { EMPTY_IMAGE, ImageFields, type ImageValues } from '~/forms/ImageFields';
import { cliImageSelector } from '~/forms/instanceCreateCommand';
import { bytesToGiBCeil } from '~/forms/instanceLimits';
import { formNameGenerator } from '~/forms/names';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useProjectParam } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';

type DiskSourceChoice = 'blank' | 'image' | 'snapshot' | 'upload';

export interface DiskCreateValues {
  name: string;
  description: string;
  source: DiskSourceChoice;
  blockSize: string;
  imageId: string;
  snapshotId: string;
  sizeGiB: number;
  file: File | null;
  snapshotName: string;
  createImage: boolean;
  image: ImageValues;
}

const DEFAULTS: DiskCreateValues = {
  name: '',
  description: '',
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
  sizeGiB: 10,
  file: null,
  snapshotName: '',
  createImage: false,
  image: EMPTY_IMAGE,
};

/**
 * 'Create similar': the form's values for a new disk like `source` (its description, size, block size and
 * what it started from), under a new name made from the source's.
 */
export function similarDiskValues(source: Disk): DiskCreateValues {
  return {
    ...DEFAULTS,
    name: nameAfter(source.name),
    description: source.description,
    source: source.imageId ? 'image' : source.snapshotId ? 'snapshot' : 'blank',
    imageId: source.imageId ?? '',
    snapshotId: source.snapshotId ?? '',
    blockSize: String(source.blockSize),
    sizeGiB: Math.max(1, bytesToGiBCeil(source.size)),
  };
}

function useDiskSources(project: string) {
  const queries = diskSourceQueries(project);
  const projectImages = useQuery(queries.projectImages).data?.items ?? [];
  const siloImages = useQuery(queries.siloImages).data?.items ?? [];
  const snapshots = useQuery(queries.snapshots).data?.items ?? [];
  return {
    images: [
      ...projectImages.map((image) => ({ ...image, scope: 'project image' })),
      ...siloImages.map((image) => ({ ...image, scope: 'silo image' })),
    ],
    snapshots: snapshots.filter((snapshot) => snapshot.state === 'ready'),
  };
}

function diskSource(values: DiskCreateValues): DiskSource {
  if (values.source === 'image') return { type: 'image', imageId: values.imageId, readOnly: false };
  if (values.source === 'snapshot')
    return { type: 'snapshot', snapshotId: values.snapshotId, readOnly: false };
  return { type: 'blank', blockSize: toBlockSize(values.blockSize) };
}

/** The create request of a blank disk or one from an image or a snapshot. */
export const diskCreateRequest = (project: string, values: DiskCreateValues): Params<'diskCreate'> => ({
  query: { project },
  body: {
    name: values.name,
    description: values.description,
    size: values.sizeGiB * GIB,
    diskBackend: { type: 'distributed', diskSource: diskSource(values) },
  },
});

/** What the command names sources by: images (with whether they are the project's or the silo's) and snapshots. */
export interface DiskSourceNames {
  images: readonly { id: string; name: string; scope: string }[];
  snapshots: readonly { id: string; name: string }[];
}

/** `rackctl disk create` for a blank disk or one from an image or a snapshot (uploads have no command). */
export function diskCreateCommand(
  project: string,
  values: DiskCreateValues,
  sources: DiskSourceNames,
): string {
  const inScope = (scope: string) => sources.images.filter((image) => image.scope === scope);
  const snapshot = sources.snapshots.find((candidate) => candidate.id === values.snapshotId);
  return rackctl(['disk', 'create', values.name], {
    project,
    size: gibibytes(values.sizeGiB),
    description: values.description,
    image:
      values.source === 'image'
        ? cliImageSelector(values.imageId, inScope('project image'), inScope('silo image'))
        : undefined,
    snapshot: values.source === 'snapshot' ? (snapshot?.name ?? values.snapshotId) : undefined,
    'block-size': values.source === 'blank' ? values.blockSize : undefined,
  });
}

/** What an upload of the form's file makes: the disk, the snapshot kept of it, and the image if asked for. */
export const uploadPlan = (values: DiskCreateValues, file: Blob, snapshotName: string): UploadPlan => ({
  file,
  blockSize: toBlockSize(values.blockSize),
  disk: { name: values.name, description: values.description, size: values.sizeGiB * GIB },
  snapshotName,
  image: values.createImage ? values.image : undefined,
  temporary: false,
});

/** The snapshot an upload keeps: the typed name, or the one the form generated. */
const uploadSnapshotName = (values: DiskCreateValues, generateName: (...parts: string[]) => string) =>
  values.snapshotName || generateName(values.name, 'snapshot');

/**
 * `rackctl disk import` for an upload: the file, the disk (at the form's size), the snapshot kept of it and the
 * image made from that. It throws (the dialog shows why) for what the command cannot say the same way.
 */
export function diskImportCommand(project: string, values: DiskCreateValues, snapshotName: string): string {
  if (values.createImage && values.image.description !== values.description) {
    throw new Error(
      'rackctl disk import gives the image the disk’s description: make them the same to get it',
    );
  }
  const image = values.createImage ? values.image : undefined;
  return rackctl(['disk', 'import', values.file?.name ?? 'FILE'], {
    project,
    name: values.name,
    description: values.description,
    'block-size': values.blockSize,
    'disk-size': gibibytes(values.sizeGiB),
    snapshot: snapshotName,
    image: image?.name,
    'image-os': image?.os,
    'image-version': image?.version,
  });
}

/**
 * Creates a disk: blank, from an image or a snapshot, or by uploading a local disk image. The upload (import,
 * parallel writes, snapshot, optional image) runs as a job: this panel shows its steps while it is open.
 */
export function DiskCreateForm() {
  const project = useProjectParam();
  const unauthorized = useUnauthorizedReason('manageDisks', project);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const sources = useDiskSources(project);
  const upload = useUpload(project);
  const { from } = useSearch({ from: '/_app/projects/$project/_disks-list/disks-new' });
  const similarTo = useQuery({ ...diskQuery(project, from ?? ''), enabled: Boolean(from) }).data;
  const form = useForm<DiskCreateValues>({
    defaultValues: similarTo ? similarDiskValues(similarTo) : DEFAULTS,
  });
  const [generateName] = useState(formNameGenerator);
  const [source, imageId, snapshotId, file, createImage] = useWatch({
    control: form.control,
    name: ['source', 'imageId', 'snapshotId', 'file', 'createImage'],
  });
  const sourceBytes =
    source === 'image'
      ? sources.images.find((image) => image.id === imageId)?.size
      : source === 'snapshot'
        ? sources.snapshots.find((snapshot) => snapshot.id === snapshotId)?.size
        : source === 'upload'
          ? file?.size
          : undefined;
  const minGiB = sourceBytes ? Math.max(1, bytesToGiBCeil(sourceBytes)) : undefined;

  // A disk cannot be smaller than what it starts from: choosing a bigger source grows the size to fit.
  useEffect(() => {
    if (minGiB && form.getValues('sizeGiB') < minGiB) form.setValue('sizeGiB', minGiB);
  }, [minGiB, form]);

  const toList = () => navigate({ to: '/projects/$project/disks', search: true, params: { project } });
  const create = useApiMutation('diskCreate', {
    onSuccess: async (disk) => {
      await invalidate('diskList');
      addToast(`Disk ${disk.name} created`);
      await toList();
    },
  });

  const onSubmit = (values: DiskCreateValues) => {
    if (upload.finished) {
      void toList();
      return;
    }
    if (values.source !== 'upload') {
      create.mutate(diskCreateRequest(project, values));
      return;
    }
    if (!values.file) return;
    create.reset();
    const snapshotName = uploadSnapshotName(values, generateName);
    const plan = uploadPlan(values, values.file, snapshotName);
    const { image } = plan;
    void upload.start(plan, {
      doneMessage: image
        ? `Disk ${values.name} uploaded, with snapshot ${snapshotName} and image ${image.name}`
        : `Disk ${values.name} uploaded, with snapshot ${snapshotName}`,
    });
  };

  const uploading = source === 'upload';
  return (
    <SideModalForm
      unauthorized={unauthorized}
      title="Create disk"
      form={form}
      onSubmit={onSubmit}
      // Closing the panel leaves a running upload going: it is a job, followed (and canceled) in the jobs tray.
      onDismiss={toList}
      submitLabel={upload.finished ? 'Done' : uploading ? 'Upload image' : 'Create disk'}
      submitting={create.isPending || upload.busy}
      submitError={create.error ?? upload.view.problem}
      toCommand={(values) =>
        values.source === 'upload'
          ? diskImportCommand(project, values, uploadSnapshotName(values, generateName))
          : diskCreateCommand(project, values, sources)
      }
      toTerraform={(values) => ({
        request: { kind: 'disk', project, body: diskCreateRequest(project, values).body },
        images: Object.fromEntries(
          sources.images.map((image) => [
            image.id,
            { name: image.name, project: image.scope === 'project image' ? project : undefined },
          ]),
        ),
      })}
    >
      <fieldset className="upload-fieldset" disabled={upload.busy || upload.finished}>
        <NameField name="name" control={form.control} />
        <DescriptionField name="description" control={form.control} />
        <RadioGroupField
          name="source"
          control={form.control}
          label="Source"
          required
          items={[
            { value: 'blank', label: 'Blank disk' },
            { value: 'image', label: 'Image' },
            { value: 'snapshot', label: 'Snapshot' },
            { value: 'upload', label: 'Upload image' },
          ]}
        />
        {source === 'blank' ? <BlockSizeField name="blockSize" control={form.control} /> : null}
        {source === 'image' ? (
          <SelectField
            name="imageId"
            control={form.control}
            label="Image"
            required
            placeholder={sources.images.length ? 'Select an image' : 'No images'}
            items={sources.images.map((image) => ({
              value: image.id,
              label: `${image.name} (${image.scope}, ${formatBytes(image.size)})`,
            }))}
          />
        ) : null}
        {source === 'snapshot' ? (
          <SelectField
            name="snapshotId"
            control={form.control}
            label="Snapshot"
            required
            placeholder={sources.snapshots.length ? 'Select a snapshot' : 'No ready snapshots'}
            items={sources.snapshots.map((snapshot) => ({
              value: snapshot.id,
              label: `${snapshot.name} (${formatBytes(snapshot.size)})`,
            }))}
          />
        ) : null}
        {uploading ? (
          <>
            <ImageFileField name="file" control={form.control} />
            <BlockSizeField
              name="blockSize"
              control={form.control}
              description="The block size the image was built for"
            />
          </>
        ) : null}
        <DiskSizeField
          name="sizeGiB"
          control={form.control}
          minGiB={minGiB}
          source={source === 'upload' ? 'file' : source === 'blank' ? undefined : source}
        />
        {uploading ? (
          <>
            <NameField
              name="snapshotName"
              control={form.control}
              label="Snapshot name"
              required={false}
              description="The upload is kept as this snapshot; a name is generated if left empty"
            />
            <CheckboxField
              name="createImage"
              control={form.control}
              label="Create an image from the snapshot"
            />
            {createImage ? <ImageFields control={form.control} labelPrefix="Image" /> : null}
          </>
        ) : null}
      </fieldset>
      <UploadProgress view={upload.view} onCancel={upload.cancel} />
    </SideModalForm>
  );
}
