import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Modal } from '~/components/Modal';
import { FormActions } from './FormActions';
import type { FormCliCommandProps } from './FormCliCommand';
import { UnauthorizedCallout } from './UnauthorizedCallout';

/**
 * A small form in a centred dialog (attach a disk, add an SSH key…). The dialog is portalled, but React
 * still bubbles its submit event to any form around the opener, so the event stops here. With `toCommand`,
 * a 'CLI Command' button shows the `rackctl` command for the values filled in.
 */
export function ModalForm<Values extends FieldValues>({
  title,
  form,
  open,
  onSubmit,
  onDismiss,
  submitLabel,
  submitting = false,
  submitError,
  children,
  toCommand,
  toTerraform,
  commandDisabledReason,
  unauthorized,
}: FormCliCommandProps<Values> & {
  /** Why the user may not submit: said at the top of the form, and the submit is disabled. */
  unauthorized?: string;
  title: string;
  form: UseFormReturn<Values>;
  open: boolean;
  onSubmit: (values: Values) => void;
  onDismiss: () => void;
  submitLabel: string;
  submitting?: boolean;
  submitError?: Error | null;
  children: ReactNode;
}) {
  return (
    <Modal title={title} open={open} onDismiss={onDismiss}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.stopPropagation();
          void form.handleSubmit(onSubmit)(event);
        }}
      >
        <Flex direction="column" gap="4" mt="3">
          <UnauthorizedCallout reason={unauthorized} />
          {children}
          <FormActions
            form={form}
            onDismiss={onDismiss}
            submitLabel={submitLabel}
            submitting={submitting}
            submitError={submitError}
            toCommand={toCommand}
            toTerraform={toTerraform}
            commandDisabledReason={commandDisabledReason}
            unauthorized={unauthorized}
          />
        </Flex>
      </form>
    </Modal>
  );
}
