import type { SshKey } from '@rackconsole/sdk';
import { Button, Flex } from '@radix-ui/themes';
import { type ReactNode, useRef, useState } from 'react';
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

/** What an export writes: a project or one of its resources, one resource of the fleet, or an SSH key. */
export type TerraformSource =
  | { project: string; resourceId?: string }
  | { systemResourceId: string }
  | { sshKey: SshKey };

async function terraformOf(source: TerraformSource): Promise<string> {
  if ('project' in source) return projectTerraform(source.project, source.resourceId);
  const generator = await terraformModule.load();
  if ('sshKey' in source) return generator.sshKeyToTerraform(source.sshKey);
  return generator.systemResourceToTerraform(await generator.collectSystem(api), source.systemResourceId);
}

const preparingText = (source: TerraformSource) =>
  'project' in source
    ? 'Reading the project…'
    : 'systemResourceId' in source
      ? 'Reading the fleet…'
      : 'Writing…';

/**
 * The 'Export as Terraform' dialog: `open(source)` shows it with the Terraform of `source`, 'Copy Terraform'
 * and 'Download main.tf'; render `dialog` once where it is used (a page's button, a list's row action).
 */
export function useTerraformExport(): { open: (source: TerraformSource) => void; dialog: ReactNode } {
  const [state, setState] = useState<{ source: TerraformSource; view: CliCommandState } | undefined>();
  // An export still reading when the dialog closes must not open it again when it ends.
  const latest = useRef(0);
  const open = (source: TerraformSource) => {
    const mine = ++latest.current;
    setState({ source, view: { pending: true } });
    terraformOf(source).then(
      (command) => mine === latest.current && setState({ source, view: { command } }),
      (error: Error) => mine === latest.current && setState({ source, view: { problem: error.message } }),
    );
  };
  const close = () => {
    latest.current++;
    setState(undefined);
  };
  const view = state?.view;
  const dialog = (
    <Modal title="Export as Terraform" open={state !== undefined} onDismiss={close}>
      {state && view ? (
        <Flex direction="column" gap="3">
          <CodeView state={view} copyLabel="Copy Terraform" preparing={preparingText(state.source)} />
          {'command' in view ? (
            <Flex justify="end">
              <Button onClick={() => saveAs(view.command, 'main.tf')}>Download main.tf</Button>
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </Modal>
  );
  return { open, dialog };
}

/** 'Export as Terraform' on a resource's page: a button opening the export dialog for `source`. */
export function TerraformExportButton(source: TerraformSource) {
  const terraform = useTerraformExport();
  return (
    <>
      <Button
        variant="soft"
        color="gray"
        onClick={() => terraform.open(source)}
        onPointerEnter={terraformModule.prefetch}
      >
        Export as Terraform
      </Button>
      {terraform.dialog}
    </>
  );
}
