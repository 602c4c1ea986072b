import { Flex } from '@radix-ui/themes';
import type { Control, FieldPath } from 'react-hook-form';
import { TextField } from '~/forms/fields';
import { validateCpus, validateMemoryGiB } from '~/forms/instanceLimits';

/** An instance's size as its forms edit it: memory in whole GiB. */
export interface SizeValues {
  ncpus: number;
  memoryGiB: number;
}

/** The vCPUs and memory of an instance, for the create form's custom size and the resize form. */
export function SizeFields<Values extends SizeValues>({ control }: { control: Control<Values> }) {
  return (
    <Flex gap="3" wrap="wrap">
      <TextField
        name={'ncpus' as FieldPath<Values>}
        control={control}
        label="vCPUs"
        type="number"
        required
        validate={validateCpus}
      />
      <TextField
        name={'memoryGiB' as FieldPath<Values>}
        control={control}
        label="Memory (GiB)"
        type="number"
        required
        validate={validateMemoryGiB}
      />
    </Flex>
  );
}
