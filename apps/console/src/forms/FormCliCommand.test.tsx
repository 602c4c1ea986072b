import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CreateProjectForm } from '~/routes/_app/projects/-components/ProjectForms';
import { renderInTheme, renderWithRouter } from '~/test/render';
import { FormCliCommandButton, type ToCommand } from './FormCliCommand';

/** A form with one field and the button, for what does not depend on a real form. */
function Harness({
  toCommand,
  disabledReason,
}: {
  toCommand: ToCommand<{ name: string }>;
  disabledReason?: string;
}) {
  const form = useForm({ defaultValues: { name: 'web' } });
  return <FormCliCommandButton form={form} toCommand={toCommand} commandDisabledReason={disabledReason} />;
}

const commandText = () =>
  screen.getByRole('dialog', { name: 'CLI command' }).querySelector('code')?.textContent;

describe("a form's 'CLI Command' button", () => {
  // Typing into a whole form is slow on a busy machine.
  it('shows the command for what is typed in the form, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderWithRouter(<CreateProjectForm />, { url: '/projects-new' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'web');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), "Hannah's web tier");
    await user.click(screen.getByRole('button', { name: 'CLI Command' }));
    const expected = "rackctl project create web --description 'Hannah'\\''s web tier'";
    expect(commandText()).toBe(expected);
    await user.click(
      within(screen.getByRole('dialog', { name: 'CLI command' })).getByRole('button', {
        name: 'Copy command',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(expected);

    // Closing the dialog goes back to the form; what is typed next shows the next time.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'CLI command' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Description/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '-2');
    await user.click(screen.getByRole('button', { name: 'CLI Command' }));
    expect(commandText()).toBe('rackctl project create web-2');
  });

  it('waits for a command that needs files read, and says why one could not be made', async () => {
    const user = userEvent.setup();
    const view = renderInTheme(<Harness toCommand={async ({ name }) => `rackctl project create ${name}`} />);
    await user.click(screen.getByRole('button', { name: 'CLI Command' }));
    await waitFor(() => expect(commandText()).toBe('rackctl project create web'));
    await user.keyboard('{Escape}');

    view.rerender(
      <Harness
        toCommand={() => {
          throw new Error('Choose the metadata XML file to see the command');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'CLI Command' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Choose the metadata XML file to see the command',
    );
    expect(screen.queryByRole('button', { name: 'Copy command' })).not.toBeInTheDocument();
  });

  it('is disabled when the values have no command', async () => {
    const user = userEvent.setup();
    renderInTheme(<Harness toCommand={() => 'rackctl'} disabledReason="rackctl cannot upload disk images" />);
    const button = screen.getByRole('button', { name: 'CLI Command' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog', { name: 'CLI command' })).not.toBeInTheDocument();
  });
});

describe("a create form's Terraform tab", () => {
  it('shows the Terraform that creates what the form would, beside the command, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderWithRouter(<CreateProjectForm />, { url: '/projects-new' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'web');
    // user-event reads `{{` as one `{`.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax as text, which the Terraform must escape
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Costs ${{money}');
    await user.click(screen.getByRole('button', { name: 'CLI Command' }));
    const dialog = screen.getByRole('dialog', { name: 'CLI command' });
    // jsdom also counts the hidden copy Radix Themes keeps of a tab's label (for its width) in its name.
    await user.click(within(dialog).getByRole('tab', { name: /^Terraform/ }));
    const expected = [
      'terraform {',
      '  required_version = ">= 1.11"',
      '  required_providers {',
      '    oxide = {',
      '      source  = "oxidecomputer/oxide"',
      '      version = "0.21.0"',
      '    }',
      '  }',
      '}',
      '',
      'provider "oxide" {}',
      '',
      'resource "oxide_project" "web" {',
      '  name        = "web"',
      '  description = "Costs $${money}"',
      '}',
      '',
    ].join('\n');
    await waitFor(() =>
      expect(within(dialog).getByRole('tabpanel').querySelector('code')?.textContent).toBe(expected),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy Terraform' }));
    expect(writeText).toHaveBeenCalledWith(expected);
  });
});
