import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { CommandPalette } from './CommandPalette';
import { CommandPaletteDialog } from './CommandPaletteDialog';

const signedIn = (fleetViewer: boolean) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['currentUserView'], { id: 'u1', displayName: 'Hannah Arendt', fleetViewer });
  return queryClient;
};

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CommandPalette', () => {
  it('opens on Ctrl+K with the pages of the current context', async () => {
    await renderWithRouter(<CommandPalette />, { url: '/projects', queryClient: signedIn(false) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('combobox', { name: 'Search pages and actions' })).toHaveFocus();
    expect(options()).toContain('Silo Projects');
    expect(options()).toContain('Settings SSH Keys');
    expect(options().some((option) => option?.startsWith('System'))).toBe(false);
  });

  it('offers system pages to fleet viewers', async () => {
    await renderWithRouter(<CommandPalette />, { url: '/projects', queryClient: signedIn(true) });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(options()).toContain('System Silos');
  });

  it('filters as you type and goes to the highlighted entry on Enter', async () => {
    const { router } = await renderWithRouter(<CommandPalette />, {
      url: '/projects',
      queryClient: signedIn(false),
    });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('ssh');
    expect(options()).toEqual(['Actions New SSH key', 'Settings SSH Keys']);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/settings/ssh-keys');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and closes on Escape', async () => {
    await renderWithRouter(<CommandPalette />, { url: '/projects', queryClient: signedIn(false) });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('zzzz');
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the keys typed while its code was loading as typed into it', async () => {
    const onClose = vi.fn();
    const { router } = await renderWithRouter(
      <CommandPaletteDialog
        open
        onClose={onClose}
        typedAhead={['s', 's', 'x', 'Backspace', 'h', 'ArrowDown']}
      />,
      { url: '/projects', queryClient: signedIn(false) },
    );
    expect(screen.getByRole('combobox', { name: 'Search pages and actions' })).toHaveValue('ssh');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/settings/ssh-keys');
    expect(onClose).toHaveBeenCalled();
  });
});
