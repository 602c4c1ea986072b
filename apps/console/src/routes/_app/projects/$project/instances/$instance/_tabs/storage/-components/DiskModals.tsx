import {
  type BlockSize,
  type DiskBackend,
  diskCan,
  formatBytes,
  GIB,
  type Params,
  type PlatformCallError,
} from '@rackconsole/sdk';
import { generateName } from '@rackconsole/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apiQuery, call, useInvalidate } from '~/api/queries';
import { apiCommand, commandSequence, gibibytes, rackctl } from '~/forms/cliCommand';
import { BlockSizeField } from '~/forms/DiskFields';
import { DescriptionField, NameField, RadioGroupField, SelectField, TextField } from '~/forms/fields';
import { cliImageSelector } from '~/forms/instanceCreateCommand';
import { bytesToGiBCeil, validateDiskGiB } from '~/forms/instanceLimits';
import { ModalForm } from '~/forms/ModalForm';
import { useBootSources } from '~/routes/_app/projects/$project/instances/-components/BootDiskSection';
import { addToast } from '~/stores/toasts';

const refreshedAfterAttach = ['instanceDiskList', 'diskList', 'instanceView'] as const;

/** The attach request of one of the project's disks to the instance. */
export const diskAttachRequest = (
  project: string,
  instance: string,
  disk: string,
): Params<'instanceDiskAttach'> => ({
  path: { instance },
  query: { project },
  body: { disk },
});

export const diskAttachCommand = (project: string, instance: string, disk: string) =>
  rackctl(['disk', 'attach', disk], { project, instance });

/** Attaches one of the project's detached disks to the instance. */
export function AttachDiskModal({
  open,
  project,
  instance,
  onDismiss,
}: {
  open: boolean;
  project: string;
  instance: string;
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const disks = useQuery({ ...apiQuery('diskList', { query: { project, limit: 100 } }), enabled: open });
  const form = useForm<{ disk: string }>({ defaultValues: { disk: '' } });
  const attach = useMutation<unknown, PlatformCallError, string>({
    mutationFn: (disk) => call('instanceDiskAttach', diskAttachRequest(project, instance, disk)),
    onSuccess: async (_, disk) => {
      await invalidate(...refreshedAfterAttach);
      addToast(`Disk ${disk} attached`);
      form.reset();
      onDismiss();
    },
  });
  const available = (disks.data?.items ?? []).filter((disk) => diskCan.attach(disk));
  return (
    <ModalForm
      title="Attach existing disk"
      form={form}
      open={open}
      onDismiss={onDismiss}
      submitLabel="Attach disk"
      submitting={attach.isPending}
      submitError={attach.error}
      onSubmit={({ disk }) => attach.mutate(disk)}
      toCommand={({ disk }) => diskAttachCommand(project, instance, disk)}
    >
      <SelectField
        name="disk"
        control={form.control}
        label="Disk"
        required
        description="Only detached disks can be attached"
        items={available.map((disk) => ({
          value: disk.name,
          label: `${disk.name} (${formatBytes(disk.size)})`,
        }))}
        placeholder={available.length ? 'Select a disk' : 'No detached disks'}
      />
    </ModalForm>
  );
}

interface CreateDiskValues {
  name: string;
  description: string;
  source: 'blank' | 'image' | 'snapshot' | 'local';
  imageId: string;
  snapshotId: string;
  blockSize: string;
  sizeGiB: number;
}

function diskBackend(values: CreateDiskValues): DiskBackend {
  if (values.source === 'local') return { type: 'local' };
  const diskSource =
    values.source === 'image'
      ? { type: 'image' as const, imageId: values.imageId, readOnly: false }
      : values.source === 'snapshot'
        ? { type: 'snapshot' as const, snapshotId: values.snapshotId, readOnly: false }
        : { type: 'blank' as const, blockSize: Number(values.blockSize) as BlockSize };
  return { type: 'distributed', diskSource };
}

/** The create request of the disk the instance gets: distributed (blank, from an image or a snapshot) or local. */
export const instanceDiskCreateRequest = (
  project: string,
  values: CreateDiskValues,
): Params<'diskCreate'> => ({
  query: { project },
  body: {
    name: values.name,
    description: values.description,
    diskBackend: diskBackend(values),
    size: values.sizeGiB * GIB,
  },
});

/**
 * The create-and-attach as two commands: `rackctl disk create` makes distributed disks only, so a local disk
 * is created through the API.
 */
export function createDiskCommand(
  project: string,
  instance: string,
  values: CreateDiskValues,
  sources: {
    siloImages: readonly { id: string; name: string }[];
    projectImages: readonly { id: string; name: string }[];
    snapshots: readonly { id: string; name: string }[];
  },
): string {
  const create =
    values.source === 'local'
      ? apiCommand('diskCreate', instanceDiskCreateRequest(project, values))
      : rackctl(['disk', 'create', values.name], {
          project,
          size: gibibytes(values.sizeGiB),
          description: values.description,
          image:
            values.source === 'image'
              ? cliImageSelector(values.imageId, sources.projectImages, sources.siloImages)
              : undefined,
          snapshot:
            values.source === 'snapshot'
              ? (sources.snapshots.find((snapshot) => snapshot.id === values.snapshotId)?.name ??
                values.snapshotId)
              : undefined,
          'block-size': values.source === 'blank' ? values.blockSize : undefined,
        });
  return commandSequence([create, diskAttachCommand(project, instance, values.name)]);
}

/** Creates a disk (blank, from an image or a snapshot, or local) and attaches it to the instance. */
export function CreateDiskModal({
  project,
  instance,
  onDismiss,
}: {
  project: string;
  instance: string;
  onDismiss: () => void;
}) {
  const invalidate = useInvalidate();
  const sources = useBootSources(project);
  const images = [...sources.siloImages, ...sources.projectImages];
  const form = useForm<CreateDiskValues>({
    defaultValues: {
      name: generateName(instance, 'disk'),
      description: '',
      source: 'blank',
      imageId: '',
      snapshotId: '',
      blockSize: '4096',
      sizeGiB: 10,
    },
  });
  const [source, imageId, snapshotId] = useWatch({
    control: form.control,
    name: ['source', 'imageId', 'snapshotId'],
  });
  const sourceSize =
    source === 'image'
      ? images.find((image) => image.id === imageId)?.size
      : source === 'snapshot'
        ? sources.snapshots.find((snapshot) => snapshot.id === snapshotId)?.size
        : undefined;
  const minGiB = sourceSize ? bytesToGiBCeil(sourceSize) : undefined;
  useEffect(() => {
    if (minGiB && form.getValues('sizeGiB') < minGiB) form.setValue('sizeGiB', minGiB);
  }, [minGiB, form]);

  // Two calls: the disk is created in the project, then attached; a failed attach leaves a detached disk,
  // which the error message and the disks list both show.
  const create = useMutation<string, PlatformCallError, CreateDiskValues>({
    mutationFn: async (values) => {
      const disk = await call('diskCreate', instanceDiskCreateRequest(project, values));
      await call('instanceDiskAttach', diskAttachRequest(project, instance, disk.name));
      return disk.name;
    },
    onSettled: () => invalidate(...refreshedAfterAttach),
    onSuccess: (name) => {
      addToast(`Disk ${name} created and attached`);
      onDismiss();
    },
  });

  return (
    <ModalForm
      title="Create disk"
      form={form}
      open
      onDismiss={onDismiss}
      submitLabel="Create and attach"
      submitting={create.isPending}
      submitError={create.error}
      onSubmit={(values) => create.mutate(values)}
      toCommand={(values) => createDiskCommand(project, instance, values, sources)}
    >
      <NameField name="name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <RadioGroupField
        name="source"
        control={form.control}
        label="Source"
        required
        items={[
          { value: 'blank', label: 'Blank distributed disk' },
          { value: 'image', label: 'Image' },
          { value: 'snapshot', label: 'Snapshot' },
          { value: 'local', label: 'Local disk (on the sled running the instance)' },
        ]}
      />
      {source === 'blank' ? <BlockSizeField name="blockSize" control={form.control} /> : null}
      {source === 'image' ? (
        <SelectField
          name="imageId"
          control={form.control}
          label="Image"
          required
          items={images.map((image) => ({
            value: image.id,
            label: `${image.name} (${formatBytes(image.size)})`,
          }))}
          placeholder={images.length ? 'Select an image' : 'No images'}
        />
      ) : null}
      {source === 'snapshot' ? (
        <SelectField
          name="snapshotId"
          control={form.control}
          label="Snapshot"
          required
          items={sources.snapshots.map((snapshot) => ({
            value: snapshot.id,
            label: `${snapshot.name} (${formatBytes(snapshot.size)})`,
          }))}
          placeholder={sources.snapshots.length ? 'Select a snapshot' : 'No snapshots'}
        />
      ) : null}
      <TextField
        name="sizeGiB"
        control={form.control}
        label="Size (GiB)"
        type="number"
        required
        description={minGiB ? `At least ${minGiB} GiB, the size of the source` : undefined}
        validate={(value) => validateDiskGiB(value, minGiB)}
      />
    </ModalForm>
  );
}
