import { diskCan, formatBytes, type Image } from '@rackconsole/sdk';
import { Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { projectImagesQuery, siloImagesQuery } from '~/api/images';
import { apiQuery } from '~/api/queries';
import { NameField, RadioGroupField, SelectField, TextField } from '~/forms/fields';
import type { BootSource, InstanceCreateValues } from '~/forms/instanceCreateValues';
import { bytesToGiBCeil, validateDiskGiB } from '~/forms/instanceLimits';

const imageItems = (images: Image[]) =>
  images.map((image) => ({
    value: image.id,
    label: `${image.name} (${image.os} ${image.version}, ${formatBytes(image.size)})`,
  }));

/** The choices a boot disk can start from, for the create form and its default. */
export function useBootSources(project: string) {
  const siloImages = useQuery(siloImagesQuery);
  const projectImages = useQuery(projectImagesQuery(project));
  const snapshots = useQuery(apiQuery('snapshotList', { query: { project, limit: 100 } }));
  const disks = useQuery(apiQuery('diskList', { query: { project, limit: 100 } }));
  return {
    siloImages: siloImages.data?.items ?? [],
    projectImages: projectImages.data?.items ?? [],
    snapshots: (snapshots.data?.items ?? []).filter((snapshot) => snapshot.state === 'ready'),
    detachedDisks: (disks.data?.items ?? []).filter((disk) => diskCan.attach(disk)),
  };
}

/** The first source that has something to offer, so the form starts from an image where there is one. */
export function defaultBootSource(sources: ReturnType<typeof useBootSources>): BootSource {
  if (sources.siloImages.length > 0) return 'siloImage';
  if (sources.projectImages.length > 0) return 'projectImage';
  return 'none';
}

/** Where the boot disk comes from, and for a new boot disk its name and size (at least the source's size). */
export function BootDiskSection({
  project,
  form,
}: {
  project: string;
  form: UseFormReturn<InstanceCreateValues>;
}) {
  const sources = useBootSources(project);
  const { control, getValues, setValue } = form;
  const [source, siloImageId, projectImageId, snapshotId] = useWatch({
    control,
    name: ['bootSource', 'siloImageId', 'projectImageId', 'snapshotId'],
  });
  const sourceSize = (() => {
    if (source === 'siloImage') return sources.siloImages.find((image) => image.id === siloImageId)?.size;
    if (source === 'projectImage')
      return sources.projectImages.find((image) => image.id === projectImageId)?.size;
    if (source === 'snapshot') return sources.snapshots.find((snapshot) => snapshot.id === snapshotId)?.size;
    return undefined;
  })();
  const minGiB = sourceSize ? bytesToGiBCeil(sourceSize) : undefined;

  // A disk cannot be smaller than what it starts from: choosing a bigger image grows the size to fit.
  useEffect(() => {
    if (minGiB && getValues('bootDiskSizeGiB') < minGiB) setValue('bootDiskSizeGiB', minGiB);
  }, [minGiB, getValues, setValue]);

  const creates = source === 'siloImage' || source === 'projectImage' || source === 'snapshot';
  return (
    <Flex direction="column" gap="3">
      <RadioGroupField
        name="bootSource"
        control={control}
        label="Boot disk source"
        required
        items={[
          { value: 'siloImage', label: `Silo image (${sources.siloImages.length})` },
          { value: 'projectImage', label: `Project image (${sources.projectImages.length})` },
          { value: 'snapshot', label: `Snapshot (${sources.snapshots.length})` },
          { value: 'disk', label: `Existing disk (${sources.detachedDisks.length})` },
          { value: 'none', label: 'No boot disk' },
        ]}
      />
      {source === 'siloImage' ? (
        <SelectField
          name="siloImageId"
          control={control}
          label="Image"
          required
          items={imageItems(sources.siloImages)}
          placeholder={sources.siloImages.length ? 'Select an image' : 'No silo images'}
        />
      ) : null}
      {source === 'projectImage' ? (
        <SelectField
          name="projectImageId"
          control={control}
          label="Image"
          required
          items={imageItems(sources.projectImages)}
          placeholder={sources.projectImages.length ? 'Select an image' : 'No project images'}
        />
      ) : null}
      {source === 'snapshot' ? (
        <SelectField
          name="snapshotId"
          control={control}
          label="Snapshot"
          required
          items={sources.snapshots.map((snapshot) => ({
            value: snapshot.id,
            label: `${snapshot.name} (${formatBytes(snapshot.size)})`,
          }))}
          placeholder={sources.snapshots.length ? 'Select a snapshot' : 'No snapshots'}
        />
      ) : null}
      {source === 'disk' ? (
        <SelectField
          name="existingBootDisk"
          control={control}
          label="Disk"
          required
          description="Only detached disks can be attached"
          items={sources.detachedDisks.map((disk) => ({
            value: disk.name,
            label: `${disk.name} (${formatBytes(disk.size)})`,
          }))}
          placeholder={sources.detachedDisks.length ? 'Select a disk' : 'No detached disks'}
        />
      ) : null}
      {creates ? (
        <Flex gap="3" wrap="wrap" align="start">
          <NameField
            name="bootDiskName"
            control={control}
            label="Boot disk name"
            required={false}
            description="Blank for a name based on the instance's"
          />
          <TextField
            name="bootDiskSizeGiB"
            control={control}
            label="Boot disk size (GiB)"
            type="number"
            required
            description={minGiB ? `At least ${minGiB} GiB, the size of the source` : undefined}
            validate={(value) => validateDiskGiB(value, minGiB)}
          />
        </Flex>
      ) : null}
      {source === 'none' ? (
        <Text size="1" color="gray">
          The instance starts without a boot disk; attach one later from its storage tab.
        </Text>
      ) : null}
    </Flex>
  );
}
