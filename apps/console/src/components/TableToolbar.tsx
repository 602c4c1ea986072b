import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import type { useTableView } from '~/hooks/useTableView';
import MagnifyingGlassIcon from '~icons/radix-icons/magnifying-glass';
import MixerVerticalIcon from '~icons/radix-icons/mixer-vertical';
import { lazyModule } from './lazyModule';
import { useLazyPopup } from './lazyPopup';
import { OptionSelect } from './OptionSelect';
import type { Column, effectiveView, TableFilter } from './tableRows';

const columnsMenu = lazyModule(() => import('./ColumnsMenu'));

/** The Select's value for "no state filter" (Radix Select items cannot have an empty value). */
const ANY_STATE = '__any';

/**
 * Above a table: a name filter, a state filter when the rows have states, and a 'Columns' menu (the first
 * column always stays, as it names the row). `notes` explain the view when it needs it (its scope, columns
 * left out to fit the window).
 */
export function TableToolbar<Row>({
  label,
  columns,
  filter,
  view,
  table,
  notes = [],
}: {
  label: string;
  columns: Column<Row>[];
  filter?: TableFilter<Row>;
  view: ReturnType<typeof effectiveView<Row>>;
  table: ReturnType<typeof useTableView>;
  notes?: (string | undefined)[];
}) {
  if (!filter && columns.length < 2) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap" role="group" aria-label={`${label} view`}>
      {filter ? <NameFilter value={view.query} onChange={table.setQuery} /> : null}
      {filter?.state ? (
        <OptionSelect
          size="2"
          label={`Filter by ${filter.state.label.toLowerCase()}`}
          value={view.state ?? ANY_STATE}
          onValueChange={(value) => table.setState(value === ANY_STATE ? undefined : value)}
          options={[
            { value: ANY_STATE, label: `Any ${filter.state.label.toLowerCase()}` },
            ...filter.state.options.map((option) => ({ value: option, label: option })),
          ]}
        />
      ) : null}
      {columns.length > 1 ? (
        <ColumnsMenu
          columns={columns}
          hidden={view.hidden}
          onChange={(hidden) => table.setHidden([...hidden])}
        />
      ) : null}
      {notes.map((note) =>
        note ? (
          <Text key={note} size="1" color="gray">
            {note}
          </Text>
        ) : null,
      )}
    </Flex>
  );
}

/**
 * The name filter keeps its own text while typing, so the field never lags behind the URL it writes (nor
 * takes back an older value still on its way there); a URL change while it is not focused (Back, a link)
 * resets it.
 */
function NameFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);
  return (
    <TextField.Root
      ref={input}
      size="2"
      type="search"
      aria-label="Filter by name"
      placeholder="Filter by name"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon aria-hidden />
      </TextField.Slot>
    </TextField.Root>
  );
}

function ColumnsMenu<Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: Column<Row>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}) {
  const { loaded, triggerProps } = useLazyPopup(columnsMenu, 'menu');
  const trigger = (
    <Button {...triggerProps} variant="soft" color="gray">
      <MixerVerticalIcon aria-hidden />
      Columns
    </Button>
  );
  return loaded ? (
    <loaded.ColumnsMenu trigger={trigger} columns={columns} hidden={hidden} onChange={onChange} defaultOpen />
  ) : (
    trigger
  );
}
