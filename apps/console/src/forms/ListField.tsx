import { optionalLabel, validateUniqueItems } from '@rackconsole/validators';
import { Flex, Text } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { ItemsTable } from './ItemsTable';

/** What a list's item editor is given: a way to add the item it built, or to say why it cannot. */
export interface ListEditorProps<Item> {
  /** Adds the item; refuses an item equal to one already listed ('Items must be unique') and returns false. */
  onAdd: (item: Item) => boolean;
  /** Shows why the draft cannot be added, or clears the message with undefined. */
  onError: (message: string | undefined) => void;
  /** The id of the message under the editor, for the editor's inputs' `aria-describedby`. */
  errorId: string;
}

/**
 * An editable list of items (firewall targets, host filters, ports…): a small editor adds one item at a
 * time, the items show in a table below with a Remove button each. Items must be unique: adding one equal
 * to a listed item is refused with 'Items must be unique', and the list is validated the same way on submit.
 */
export function ListField<Values extends FieldValues, Item>({
  name,
  control,
  label,
  description,
  columns,
  itemKey,
  itemText,
  editor,
}: {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  description?: ReactNode;
  /** The table's columns for one item. */
  columns: { header: string; cell: (item: Item) => ReactNode }[];
  /** Equal keys mean equal items. */
  itemKey: (item: Item) => string;
  /** The item in words, for its Remove button's label. */
  itemText: (item: Item) => string;
  editor: (props: ListEditorProps<Item>) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draftError, setDraftError] = useState<string>();
  const { field, fieldState } = useController({
    name,
    control,
    rules: {
      validate: (value: unknown) => validateUniqueItems((value as Item[]) ?? [], itemKey) ?? true,
    } as never,
  });
  const items = (field.value as Item[] | undefined) ?? [];
  const error = draftError ?? fieldState.error?.message;

  const onAdd = (item: Item) => {
    const next = [...items, item];
    const duplicate = validateUniqueItems(next, itemKey);
    setDraftError(duplicate);
    if (duplicate) return false;
    field.onChange(next);
    return true;
  };

  return (
    <Flex direction="column" gap="2" className="form-field" role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} size="2" weight="medium">
        {optionalLabel(label)}
      </Text>
      {description ? (
        <Text size="1" color="gray">
          {description}
        </Text>
      ) : null}
      {editor({ onAdd, onError: setDraftError, errorId })}
      {error ? (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <ItemsTable
        caption={label}
        size="1"
        columns={columns}
        items={items}
        // A list loaded from the server may already hold duplicates, so the index keeps keys distinct; rows
        // are only appended or removed, never reordered.
        keyOf={(item, index) => `${itemKey(item)}-${index}`}
        removeLabel={(item) => `Remove ${itemText(item)}`}
        onRemove={(index) => {
          setDraftError(undefined);
          field.onChange(items.filter((_, other) => other !== index));
        }}
      />
    </Flex>
  );
}
