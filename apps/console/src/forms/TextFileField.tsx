import { fieldErrorMessage, optionalLabel } from '@rackconsole/validators';
import { Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { validateBodyFile } from './bodyFile';

/**
 * Text that usually lives in a file (a PEM certificate, a TUF root.json): paste it, or pick the file and its
 * contents fill the box, where they can still be checked and edited. The value is the text.
 */
export function TextFileField<Values extends FieldValues>({
  name,
  control,
  label,
  required,
  description,
  accept,
  rows = 6,
  validate,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  required?: boolean;
  description?: ReactNode;
  accept?: string;
  rows?: number;
  validate?: (text: string) => string | undefined;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // A picked file too large to send is refused unread; the box keeps what it held.
  const [refusedFile, setRefusedFile] = useState<string>();
  const { field, fieldState } = useController({
    name,
    control,
    rules: {
      required,
      validate: (value: unknown) =>
        typeof value === 'string' && value.length > 0 && validate ? (validate(value) ?? true) : true,
    },
  });
  const error = refusedFile ?? fieldErrorMessage(fieldState.error, label);
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const shownLabel = required ? label : optionalLabel(label);
  return (
    <Flex direction="column" gap="1" className="form-field">
      <Flex justify="between" align="center" gap="2">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {shownLabel}
        </Text>
        <Button type="button" size="1" variant="soft" onClick={() => fileInput.current?.click()}>
          Load from file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          hidden
          aria-label={`${label} file`}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const refusal = validateBodyFile(file);
            setRefusedFile(refusal);
            if (!refusal) field.onChange(await file.text());
            // Picking the same file again after editing the text should load it again.
            event.target.value = '';
          }}
        />
      </Flex>
      {description ? (
        <Text id={`${id}-description`} size="1" color="gray">
          {description}
        </Text>
      ) : null}
      <TextArea
        id={id}
        rows={rows}
        style={{ fontFamily: 'var(--code-font-family)' }}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => {
          setRefusedFile(undefined);
          field.onChange(event);
        }}
        onBlur={field.onBlur}
        ref={field.ref}
      />
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
