import { formatBytes } from '@rackconsole/sdk';
import { fieldErrorMessage, optionalLabel } from '@rackconsole/validators';
import { Flex, Text } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * A file from the user's computer, e.g. a disk image to upload. The value is the chosen `File`, or null;
 * `validate` checks it once chosen. The native control keeps keyboard and screen-reader support for free.
 */
export function FileField<Values extends FieldValues>({
  name,
  control,
  label,
  required,
  description,
  accept,
  validate,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  required?: boolean;
  description?: ReactNode;
  accept?: string;
  validate?: (file: File) => string | undefined;
}) {
  const id = useId();
  const { field, fieldState } = useController({
    name,
    control,
    rules: {
      required,
      validate: (value: unknown) => (value instanceof File && validate ? (validate(value) ?? true) : true),
    },
  });
  const error = fieldErrorMessage(fieldState.error, label);
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;
  const describedBy =
    [description ? `${id}-description` : null, file ? `${id}-file` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Flex direction="column" gap="1" className="form-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {required ? label : optionalLabel(label)}
      </Text>
      {description ? (
        <Text id={`${id}-description`} size="1" color="gray">
          {description}
        </Text>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        style={{ font: 'inherit', fontSize: 'var(--font-size-2)' }}
      />
      {file ? (
        <Text id={`${id}-file`} size="1" color="gray">
          {file.name}, {formatBytes(file.size)}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
