import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  diskListQuery,
  floatingIpListQuery,
  imageListQuery,
  instanceListQuery,
  projectListQuery,
  siloImageListQuery,
  snapshotListQuery,
  vpcListQuery,
} from '~/api/lists';
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

describe('CommandPalette search across projects', () => {
  // The palette reads only ids and names; the rest of each item is left out.
  const named = (...names: string[]) =>
    ({ items: names.map((name) => ({ id: `id-${name}`, name })), nextPage: null }) as never;

  /** Every list of the two projects seeded in the cache the list pages use, but the disks of `unreadable`. */
  function seededLists(unreadable?: string) {
    const queryClient = signedIn(false);
    const lists = {
      'mock-project': { instance: named('db1', 'web-1'), disk: named('db1-boot'), vpc: named('default') },
      'other-project': { instance: named('other-app'), disk: named('other-archive'), vpc: named('default') },
    };
    queryClient.setQueryData(projectListQuery({}).queryKey, named(...Object.keys(lists)));
    queryClient.setQueryData(siloImageListQuery({}).queryKey, named('ubuntu-24-04'));
    for (const [project, of] of Object.entries(lists)) {
      queryClient.setQueryData(instanceListQuery(project, {}).queryKey, of.instance);
      if (project !== unreadable) queryClient.setQueryData(diskListQuery(project, {}).queryKey, of.disk);
      queryClient.setQueryData(vpcListQuery(project, {}).queryKey, of.vpc);
      queryClient.setQueryData(snapshotListQuery(project, {}).queryKey, named());
      queryClient.setQueryData(imageListQuery(project, {}).queryKey, named());
      queryClient.setQueryData(floatingIpListQuery(project, {}).queryKey, named());
    }
    return queryClient;
  }

  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads nothing until something is typed', async () => {
    const queryClient = seededLists();
    await renderWithRouter(<CommandPalette />, { url: '/projects', queryClient });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(queryClient.getQueryState(['resourceSearchIndex'])).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });
    await userEvent.keyboard('o');
    await waitFor(() => expect(queryClient.getQueryState(['resourceSearchIndex'])?.status).toBe('success'));
  });

  it('finds resources of every project by name, with their kind and project, and opens one on Enter', async () => {
    const { router } = await renderWithRouter(<CommandPalette />, {
      url: '/projects',
      queryClient: seededLists(),
    });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('OTHER');
    await waitFor(() =>
      expect(options()).toEqual([
        'Project other-project',
        'Instance other-app in other-project',
        'Disk other-archive in other-project',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/projects/other-project/instances/other-app');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a disk as its project’s disk list filtered to its name', async () => {
    const { router } = await renderWithRouter(<CommandPalette />, {
      url: '/projects',
      queryClient: seededLists(),
    });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('archive');
    await waitFor(() => expect(options()).toEqual(['Disk other-archive in other-project']));
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/projects/other-project/disks');
    expect(router.state.location.search).toEqual({ q: 'other-archive' });
  });

  it('keeps what it could read when one project’s list fails, and says a list was left out', async () => {
    await renderWithRouter(<CommandPalette />, {
      url: '/projects',
      queryClient: seededLists('other-project'),
    });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('other');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 list could not be searched'));
    expect(options()).toEqual(['Project other-project', 'Instance other-app in other-project']);
  });
});
