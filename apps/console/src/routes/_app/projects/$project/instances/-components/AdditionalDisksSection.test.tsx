import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { defaultInstanceValues, type InstanceCreateValues } from '~/forms/instanceCreateValues';
import { AdditionalDisksSection } from './AdditionalDisksSection';

function Host() {
  const form = useForm<InstanceCreateValues>({ defaultValues: defaultInstanceValues('none') });
  return <AdditionalDisksSection project="mock-project" form={form} />;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Theme>
        <Host />
      </Theme>
    </QueryClientProvider>,
  );

describe('AdditionalDisksSection', () => {
  // Typing into dialogs through user-event is slow on a busy machine; the default 5 s is too tight.
  it('validates a new disk before adding it to the instance', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Create new disk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create disk' });

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const size = within(dialog).getByRole('spinbutton', { name: 'Size (GiB)' });
    await user.clear(name);
    await user.clear(size);
    await user.type(size, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Add disk' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be a whole number of GiB from 1 to 1023')).toBeInTheDocument();

    await user.type(name, '1data');
    await user.clear(size);
    await user.type(size, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add disk' }));
    expect(await within(dialog).findByText('Must start with a lower-case letter')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'data');
    await user.click(within(dialog).getByRole('button', { name: 'Add disk' }));
    const table = await screen.findByRole('table', { name: 'Additional disks' });
    expect(within(table).getByRole('rowheader', { name: 'data' })).toBeInTheDocument();
    expect(within(table).getByText('20 GiB')).toBeInTheDocument();
    expect(within(table).getByText('New distributed disk')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Taken out again, the disk leaves the form, and the section says there are none.
    await user.click(within(table).getByRole('button', { name: 'Remove disk data' }));
    expect(screen.queryByRole('table', { name: 'Additional disks' })).not.toBeInTheDocument();
    expect(screen.getByText('No additional disks.')).toBeInTheDocument();
  });
});
