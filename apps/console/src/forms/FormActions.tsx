import { Button, Callout, Flex } from '@radix-ui/themes';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ActionButton } from '~/components/ActionButton';
import { FormCliCommandButton, type FormCliCommandProps } from './FormCliCommand';

/**
 * The end of every form, in a dialog or a side panel: the server's error, the 'CLI Command' button (with
 * `toCommand`), Cancel and the submit button with its progress. `formId` ties the submit button to a form it
 * sits outside of (the side panel's footer).
 */
export function FormActions<Values extends FieldValues>({
  form,
  onDismiss,
  submitLabel,
  submitting,
  submitError,
  formId,
  toCommand,
  toTerraform,
  commandDisabledReason,
  unauthorized,
}: FormCliCommandProps<Values> & {
  form: UseFormReturn<Values>;
  /** Why the user may not submit (spec §6: 'Action not authorized'): the submit is disabled with it. */
  unauthorized?: string;
  onDismiss: () => void;
  submitLabel: string;
  submitting: boolean;
  submitError?: Error | null;
  formId?: string;
}) {
  return (
    <>
      {submitError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{submitError.message}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" justify="end">
        {toCommand ? (
          <Flex mr="auto">
            <FormCliCommandButton
              form={form}
              toCommand={toCommand}
              toTerraform={toTerraform}
              commandDisabledReason={commandDisabledReason}
            />
          </Flex>
        ) : null}
        <Button type="button" variant="soft" color="gray" onClick={onDismiss}>
          Cancel
        </Button>
        <ActionButton type="submit" form={formId} loading={submitting} disabledReason={unauthorized}>
          {submitLabel}
        </ActionButton>
      </Flex>
    </>
  );
}
