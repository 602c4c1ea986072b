import { Button, Code, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { CopyTextButton } from './CopyButton';
import { Modal } from './Modal';

/** The CLI command that opens an instance's serial console. */
export const serialConsoleCommand = (project: string, instance: string) =>
  `rackctl instance serial --project ${project} ${instance}`;

/** Spec §2: a 'CLI Command' button opening the 'CLI command' dialog with a 'Copy command' button. */
export function CliCommandButton({ project, instance }: { project: string; instance: string }) {
  const [open, setOpen] = useState(false);
  const command = serialConsoleCommand(project, instance);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        CLI Command
      </Button>
      <Modal title="CLI command" open={open} onDismiss={() => setOpen(false)}>
        <Flex direction="column" gap="3" mt="3">
          <Code size="2" className="cli-command">
            {command}
          </Code>
          <Flex justify="end">
            <CopyTextButton text={command} label="Copy command" />
          </Flex>
        </Flex>
      </Modal>
    </>
  );
}
