import { type BlockSize, GIB } from '@rackconsole/sdk';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FileField } from './FileField';
import { SelectField, TextField } from './fields';
import { MAX_DISK_GIB, validateDiskGiB } from './instanceLimits';

/** The block sizes the platform offers for distributed disks. */
export const BLOCK_SIZES: BlockSize[] = [512, 2048, 4096];

/** A block size picked in a form (selects hold strings) as the platform's number. */
export const toBlockSize = (value: string) => Number(value) as BlockSize;

export function BlockSizeField<Values extends FieldValues>({
  name,
  control,
  description,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
  description?: string;
}) {
  return (
    <SelectField
      name={name}
      control={control}
      label="Block size"
      required
      description={description}
      items={BLOCK_SIZES.map((size) => ({ value: String(size), label: `${size} bytes` }))}
    />
  );
}

/**
 * A disk size in whole GiB, up to the platform's maximum and, when the disk starts from something (an image,
 * a snapshot, an uploaded file), at least the size of that.
 */
export function DiskSizeField<Values extends FieldValues>({
  name,
  control,
  minGiB,
  source,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
  minGiB?: number;
  source?: 'image' | 'snapshot' | 'file';
}) {
  return (
    <TextField
      name={name}
      control={control}
      label="Size (GiB)"
      type="number"
      required
      description={
        minGiB && source
          ? `At least ${minGiB} GiB to hold the ${source}; at most ${MAX_DISK_GIB} GiB`
          : `Whole GiB, at most ${MAX_DISK_GIB} GiB`
      }
      validate={(value) => validateDiskGiB(value, minGiB)}
    />
  );
}

/** A disk image must fit the largest disk and hold at least one byte. */
export function validateImageFile(file: File): string | undefined {
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_DISK_GIB * GIB)
    return `Must be at most ${MAX_DISK_GIB} GiB, the size of the largest disk`;
  return undefined;
}

/** The local disk image to upload (raw blocks, e.g. a .img or .raw file). */
export function ImageFileField<Values extends FieldValues>({
  name,
  control,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
}) {
  return (
    <FileField
      name={name}
      control={control}
      label="Image file"
      required
      description="A raw disk image, such as an .img or .iso file"
      validate={validateImageFile}
    />
  );
}
