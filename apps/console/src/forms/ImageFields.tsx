import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NameField, TextAreaField, TextField } from './fields';

/** What describes an image: its name, and the operating system and version it boots. */
export interface ImageValues {
  name: string;
  description: string;
  os: string;
  version: string;
}

export const EMPTY_IMAGE: ImageValues = { name: '', description: '', os: '', version: '' };

/**
 * The fields of an image, kept under `image` in the form's values so a form that also names a disk (the disk
 * upload) can hold both; `labelPrefix` then tells the two apart ('Image name').
 */
export function ImageFields<Values extends FieldValues & { image: ImageValues }>({
  control,
  labelPrefix,
}: {
  control: Control<Values>;
  labelPrefix?: string;
}) {
  const path = (field: keyof ImageValues) => `image.${field}` as FieldPath<Values>;
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text.toLowerCase()}` : text);
  return (
    <>
      <NameField name={path('name')} control={control} label={label('Name')} />
      <TextAreaField name={path('description')} control={control} label={label('Description')} />
      <TextField
        name={path('os')}
        control={control}
        label="OS"
        required
        description="The operating system, e.g. ubuntu"
      />
      <TextField
        name={path('version')}
        control={control}
        label="Version"
        required
        description="The operating system's version, e.g. 24.04"
      />
    </>
  );
}
