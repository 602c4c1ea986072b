import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';

/**
 * A labelled input of a page's filter bar (the audit and alert logs'): plain state the page applies itself,
 * not a form field.
 */
export function FilterInput({
  label,
  value,
  onChange,
  type,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'datetime-local';
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        type={type}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Flex>
  );
}
