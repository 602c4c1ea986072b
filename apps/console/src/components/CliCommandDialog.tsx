import { Button, Callout, Code, Flex, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { CopyTextButton } from './CopyButton';
import { Modal } from './Modal';

/** The CLI command that opens an instance's serial console. */
export const serialConsoleCommand = (project: string, instance: string) =>
  `rackctl instance serial --project ${project} ${instance}`;

/** What the dialog shows: the command, a problem that kept it from being made, or nothing yet. */
export type CliCommandState = { command: string } | { problem: string } | { pending: true };

/** One piece of code (a command, a Terraform module), or why it could not be made, or nothing yet. */
export function CodeView({
  state,
  copyLabel,
  preparing,
}: {
  state: CliCommandState;
  copyLabel: string;
  preparing: string;
}) {
  return (
    <Flex direction="column" gap="3" mt="3">
      {'problem' in state ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{state.problem}</Callout.Text>
        </Callout.Root>
      ) : 'pending' in state ? (
        <Text size="2" color="gray">
          {preparing}
        </Text>
      ) : (
        // Sequences span lines and bodies run long: keep the line breaks, wrap anywhere else.
        <Code size="2" className="cli-command" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {state.command}
        </Code>
      )}
      {'command' in state ? (
        <Flex justify="end">
          <CopyTextButton text={state.command} label={copyLabel} />
        </Flex>
      ) : null}
    </Flex>
  );
}

/**
 * The 'CLI command' dialog: a command as text, with 'Copy command' (a check mark shows for 2 s after). With
 * `terraform`, a second tab shows the Terraform that creates the same thing, with 'Copy Terraform'.
 */
export function CliCommandDialog({
  state,
  terraform,
  open,
  onDismiss,
}: {
  state: CliCommandState;
  terraform?: CliCommandState;
  open: boolean;
  onDismiss: () => void;
}) {
  const command = <CodeView state={state} copyLabel="Copy command" preparing="Preparing the command…" />;
  return (
    <Modal title="CLI command" open={open} onDismiss={onDismiss}>
      {terraform ? (
        <Tabs.Root defaultValue="rackctl" mt="2">
          <Tabs.List>
            <Tabs.Trigger value="rackctl">rackctl</Tabs.Trigger>
            <Tabs.Trigger value="terraform">Terraform</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="rackctl">{command}</Tabs.Content>
          <Tabs.Content value="terraform">
            <CodeView state={terraform} copyLabel="Copy Terraform" preparing="Preparing the Terraform…" />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        command
      )}
    </Modal>
  );
}

/** Spec §2: a 'CLI Command' button opening the 'CLI command' dialog with a 'Copy command' button. */
export function CliCommandButton({ project, instance }: { project: string; instance: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        CLI Command
      </Button>
      <CliCommandDialog
        state={{ command: serialConsoleCommand(project, instance) }}
        open={open}
        onDismiss={() => setOpen(false)}
      />
    </>
  );
}
