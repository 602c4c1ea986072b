import { Button, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { CopyTextButton } from './CopyButton';
import { Modal } from './Modal';

/** The CLI command that opens an instance's serial console. */
export const serialConsoleCommand = (project: string, instance: string) =>
  `rackctl instance serial --project ${project} ${instance}`;

/** What the dialog shows: the command, a problem that kept it from being made, or nothing yet. */
export type CliCommandState = { command: string } | { problem: string } | { pending: true };

/** The 'CLI command' dialog: a command as text, with 'Copy command' (a check mark shows for 2 s after). */
export function CliCommandDialog({
  state,
  open,
  onDismiss,
}: {
  state: CliCommandState;
  open: boolean;
  onDismiss: () => void;
}) {
  return (
    <Modal title="CLI command" open={open} onDismiss={onDismiss}>
      <Flex direction="column" gap="3" mt="3">
        {'problem' in state ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{state.problem}</Callout.Text>
          </Callout.Root>
        ) : 'pending' in state ? (
          <Text size="2" color="gray">
            Preparing the command…
          </Text>
        ) : (
          // Sequences span lines and bodies run long: keep the line breaks, wrap anywhere else.
          <Code size="2" className="cli-command" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {state.command}
          </Code>
        )}
        {'command' in state ? (
          <Flex justify="end">
            <CopyTextButton text={state.command} label="Copy command" />
          </Flex>
        ) : null}
      </Flex>
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
