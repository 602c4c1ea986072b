import { Select } from '@radix-ui/themes';
import type { OptionSelectProps } from './optionSelectProps';

/** The Radix select behind `OptionSelect`; `triggerProps` carry the button's name. */
export function OptionSelectMenu({
  defaultOpen,
  value,
  onValueChange,
  options,
  size,
  triggerProps,
}: Omit<OptionSelectProps, 'label' | 'labelledBy'> & {
  triggerProps: Record<string, unknown>;
  defaultOpen?: boolean;
}) {
  return (
    <Select.Root size={size} value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <Select.Trigger {...triggerProps} />
      <Select.Content>
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
