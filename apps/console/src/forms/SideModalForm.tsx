import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SideModal } from '~/components/Modal';
import { FormActions } from './FormActions';
import type { FormCliCommandProps } from './FormCliCommand';
import { UnauthorizedCallout } from './UnauthorizedCallout';

/**
 * A create or edit form in the right-hand side panel: fields, the server's error inline above the buttons,
 * and a submit button that shows progress. Closing the panel cancels. With `toCommand`, a 'CLI Command'
 * button shows the `rackctl` command for the values filled in.
 */
export function SideModalForm<Values extends FieldValues>({
  title,
  form,
  onSubmit,
  onDismiss,
  submitLabel,
  submitting,
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
  onSubmit: (values: Values) => void;
  onDismiss: () => void;
  submitLabel: string;
  submitting: boolean;
  submitError?: Error | null;
  children: ReactNode;
}) {
  const formId = `form-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <SideModal
      title={title}
      open
      onDismiss={onDismiss}
      footer={
        <Flex direction="column" gap="3">
          <FormActions
            form={form}
            onDismiss={onDismiss}
            submitLabel={submitLabel}
            submitting={submitting}
            submitError={submitError}
            formId={formId}
            toCommand={toCommand}
            toTerraform={toTerraform}
            commandDisabledReason={commandDisabledReason}
            unauthorized={unauthorized}
          />
        </Flex>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Flex direction="column" gap="4">
          <UnauthorizedCallout reason={unauthorized} />
          {children}
        </Flex>
      </form>
    </SideModal>
  );
}
