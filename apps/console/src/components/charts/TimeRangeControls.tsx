import { Button, Flex, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import {
  customRangeSearch,
  fromDateTimeLocal,
  isCustomRange,
  RANGE_PROBLEM_MESSAGES,
  toDateTimeLocal,
} from './timeInputs';
import { customRangeProblem, type RangePresets, type TimeRangeSearch, type TimeWindow } from './timeRange';

const CUSTOM = 'custom';

/** The start and end fields of a custom period, checked before the period is applied. */
function CustomRangeForm({ window, onApply }: { window: TimeWindow; onApply: (window: TimeWindow) => void }) {
  const id = useId();
  const [start, setStart] = useState(toDateTimeLocal(window.start));
  const [end, setEnd] = useState(toDateTimeLocal(window.end));
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = { start: fromDateTimeLocal(start), end: fromDateTimeLocal(end) };
    const found = customRangeProblem(chosen, Date.now());
    setProblem(found && RANGE_PROBLEM_MESSAGES[found]);
    if (!found) onApply(chosen);
  };
  return (
    <form onSubmit={submit} aria-label="Custom time range" noValidate>
      <Flex gap="2" align="end" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" size="1" htmlFor={`${id}-start`}>
            Start
          </Text>
          <TextField.Root
            id={`${id}-start`}
            type="datetime-local"
            size="1"
            value={start}
            max={toDateTimeLocal(Date.now())}
            onChange={(event) => setStart(event.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" size="1" htmlFor={`${id}-end`}>
            End
          </Text>
          <TextField.Root
            id={`${id}-end`}
            type="datetime-local"
            size="1"
            value={end}
            max={toDateTimeLocal(Date.now())}
            onChange={(event) => setEnd(event.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </Flex>
        <Button type="submit" size="1" variant="soft">
          Apply
        </Button>
      </Flex>
      {problem ? (
        <Text as="p" size="1" color="red" role="alert" id={`${id}-problem`} mt="1">
          {problem}
        </Text>
      ) : null}
    </form>
  );
}

/**
 * The period of a tab of charts: its presets, or a custom start and end. `window` is the period shown now
 * (the custom fields start from it); `onChange` gets the new search parameters for the URL.
 */
export function TimeRangeControls<Preset extends string>({
  presets,
  fallback,
  search,
  window,
  onChange,
}: {
  presets: RangePresets & Record<Preset, unknown>;
  fallback: Preset;
  search: TimeRangeSearch<Preset>;
  window: TimeWindow;
  onChange: (search: TimeRangeSearch<Preset>) => void;
}) {
  const id = useId();
  const custom = isCustomRange(search);
  const [editing, setEditing] = useState(false);
  const selected = custom || editing ? CUSTOM : (search.range ?? fallback);
  return (
    <Flex direction="column" gap="2" align="end">
      <Flex gap="2" align="center">
        <Text size="2" id={id} color="gray">
          Time range
        </Text>
        <SegmentedControl.Root
          value={selected}
          onValueChange={(next) => {
            setEditing(next === CUSTOM);
            // The items are the presets' keys and CUSTOM.
            if (next !== CUSTOM) onChange({ range: next as Preset });
          }}
          aria-labelledby={id}
        >
          {Object.entries(presets).map(([key, preset]) => (
            <SegmentedControl.Item key={key} value={key}>
              {preset.label}
            </SegmentedControl.Item>
          ))}
          <SegmentedControl.Item value={CUSTOM}>Custom</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {selected === CUSTOM ? (
        <CustomRangeForm
          // A zoom changes the period: the fields start again from it.
          key={`${window.start}-${window.end}`}
          window={window}
          onApply={(chosen) => {
            setEditing(false);
            onChange(customRangeSearch(chosen));
          }}
        />
      ) : null}
    </Flex>
  );
}
