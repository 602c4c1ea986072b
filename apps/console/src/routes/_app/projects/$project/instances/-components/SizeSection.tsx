import { Flex } from '@radix-ui/themes';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '~/forms/fields';
import { CUSTOM_PRESET, type InstanceCreateValues, SIZE_PRESETS } from '~/forms/instanceCreateValues';
import { SizeFields } from './SizeFields';

const PRESET_ITEMS = [
  ...SIZE_PRESETS.map((preset) => ({
    value: preset.id,
    label: `${preset.category}: ${preset.ncpus} vCPUs, ${preset.memoryGiB} GiB`,
  })),
  { value: CUSTOM_PRESET, label: 'Custom' },
];

/** A preset size, or 'Custom' with typed vCPUs and memory. */
export function SizeSection({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const preset = useWatch({ control: form.control, name: 'preset' });
  return (
    <Flex direction="column" gap="3">
      <SelectField
        name="preset"
        control={form.control}
        label="Size"
        required
        items={PRESET_ITEMS}
        description="vCPUs and memory; pick Custom for another combination"
      />
      {preset === CUSTOM_PRESET ? <SizeFields control={form.control} /> : null}
    </Flex>
  );
}
