import type { CreateRequest, ImageNames } from '@rackconsole/sdk/terraform';
import { useEffect, useMemo, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { ActionButton } from '~/components/ActionButton';
import { CliCommandDialog, type CliCommandState } from '~/components/CliCommandDialog';
import { terraformModule } from '~/components/terraformModule';

/**
 * The `rackctl` command for a form's values. A promise when the command needs what the browser reads first
 * (the contents of chosen files).
 */
export type ToCommand<Values> = (values: Values) => string | Promise<string>;

/**
 * What a create form would create, for the Terraform tab: the platform's create request, and the names of the
 * images it refers to by id (so that the Terraform looks them up by name).
 */
export type ToTerraform<Values> = (values: Values) => { request: CreateRequest; images?: ImageNames };

/** What a form passes to show its 'CLI Command' button. */
export interface FormCliCommandProps<Values extends FieldValues> {
  toCommand?: ToCommand<Values>;
  /** A create form's Terraform: with it the dialog has a Terraform tab beside the command. */
  toTerraform?: ToTerraform<Values>;
  /** Why the values have no equivalent command (e.g. an upload); the button is disabled with this reason. */
  commandDisabledReason?: string;
}

/** Follows the form's values while the dialog is open and turns them into the command to show. */
function useFormCommand<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  toCommand: ToCommand<Values>,
): CliCommandState {
  const values = useWatch({ control: form.control });
  // `values` is what changes; getValues() gives them whole and typed, defaults included.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is the trigger, read through getValues()
  const made = useMemo(() => {
    try {
      return toCommand(form.getValues());
    } catch (error) {
      return Promise.reject(error);
    }
  }, [values, form, toCommand]);
  const [settled, setSettled] = useState<{ from: Promise<string>; state: CliCommandState }>();
  useEffect(() => {
    if (typeof made === 'string') return;
    let current = true;
    made.then(
      (command) => current && setSettled({ from: made, state: { command } }),
      (error: Error) => current && setSettled({ from: made, state: { problem: error.message } }),
    );
    return () => {
      current = false;
    };
  }, [made]);
  if (typeof made === 'string') return { command: made };
  return settled?.from === made ? settled.state : { pending: true };
}

/** The Terraform for the form's values, once the generator has loaded. */
function useFormTerraform<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  toTerraform: ToTerraform<Values> | undefined,
): CliCommandState | undefined {
  const values = useWatch({ control: form.control });
  const generator = terraformModule.use();
  useEffect(() => {
    if (toTerraform) terraformModule.prefetch();
  }, [toTerraform]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is the trigger, read through getValues()
  return useMemo(() => {
    if (!toTerraform) return undefined;
    if (!generator) return { pending: true };
    try {
      const { request, images } = toTerraform(form.getValues());
      return { command: generator.createToTerraform(request, images) };
    } catch (error) {
      return { problem: (error as Error).message };
    }
  }, [values, form, toTerraform, generator]);
}

function FormCliCommandDialog<Values extends FieldValues>({
  form,
  toCommand,
  toTerraform,
  onDismiss,
}: {
  form: UseFormReturn<Values>;
  toCommand: ToCommand<Values>;
  toTerraform?: ToTerraform<Values>;
  onDismiss: () => void;
}) {
  return (
    <CliCommandDialog
      state={useFormCommand(form, toCommand)}
      terraform={useFormTerraform(form, toTerraform)}
      open
      onDismiss={onDismiss}
    />
  );
}

/**
 * A 'CLI Command' button for a create or edit form: it opens the 'CLI command' dialog with the `rackctl`
 * command that does what the form would do with the values filled in now (and, for a create form, the
 * Terraform that creates the same thing).
 */
export function FormCliCommandButton<Values extends FieldValues>({
  form,
  toCommand,
  toTerraform,
  commandDisabledReason,
}: {
  form: UseFormReturn<Values>;
  toCommand: ToCommand<Values>;
  toTerraform?: ToTerraform<Values>;
  commandDisabledReason?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        type="button"
        variant="soft"
        color="gray"
        disabledReason={commandDisabledReason}
        onClick={() => setOpen(true)}
      >
        CLI Command
      </ActionButton>
      {open ? (
        <FormCliCommandDialog
          form={form}
          toCommand={toCommand}
          toTerraform={toTerraform}
          onDismiss={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
