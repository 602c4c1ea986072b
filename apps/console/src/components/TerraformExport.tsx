import { Button, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { api } from '~/api/client';
import { type CliCommandState, CodeView } from './CliCommandDialog';
import { Modal } from './Modal';
import { terraformModule } from './terraformModule';

/** Saves text as a file the browser downloads. */
function saveAs(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The Terraform of a project (`resourceId` unset) or of one of its resources, made by the SDK's generator from
 * what the platform lists now: the same reading and writing as `rackctl export terraform`, so the same bytes.
 */
export async function projectTerraform(project: string, resourceId?: string): Promise<string> {
  const generator = await terraformModule.load();
  const inventory = await generator.collectProject(api, project);
  return resourceId
    ? generator.projectResourceToTerraform(inventory, resourceId)
    : generator.projectToTerraform(inventory);
}

/**
 * 'Export as Terraform': a dialog with the Terraform of the project or resource, 'Copy Terraform', and
 * 'Download main.tf'.
 */
export function TerraformExportButton({ project, resourceId }: { project: string; resourceId?: string }) {
  const [state, setState] = useState<CliCommandState | undefined>();
  // An export still reading when the dialog closes must not open it again when it ends.
  const latest = useRef(0);
  const open = () => {
    const mine = ++latest.current;
    setState({ pending: true });
    projectTerraform(project, resourceId).then(
      (command) => mine === latest.current && setState({ command }),
      (error: Error) => mine === latest.current && setState({ problem: error.message }),
    );
  };
  const close = () => {
    latest.current++;
    setState(undefined);
  };
  return (
    <>
      <Button variant="soft" color="gray" onClick={open} onPointerEnter={terraformModule.prefetch}>
        Export as Terraform
      </Button>
      <Modal title="Export as Terraform" open={state !== undefined} onDismiss={close}>
        {state ? (
          <Flex direction="column" gap="3">
            <CodeView state={state} copyLabel="Copy Terraform" preparing="Reading the project…" />
            {'command' in state ? (
              <Flex justify="end">
                <Button onClick={() => saveAs(state.command, 'main.tf')}>Download main.tf</Button>
              </Flex>
            ) : null}
          </Flex>
        ) : null}
      </Modal>
    </>
  );
}
