import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subnetPoolSilosQuery } from '~/api/subnetPools';
import { allSilosQuery } from '~/api/systemLists';
import { SUBNET_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { signedInWithFleetRole, time } from '~/test/fleetRoleCache';
import { renderWithRouter } from '~/test/render';
import { LinkedSilosTable } from './LinkedSilosTable';

const pool = {
  id: 'pool-1',
  name: 'customer-v4',
  description: '',
  ipVersion: 'v4' as const,
  timeCreated: time,
  timeModified: time,
};
const silo = (id: string, name: string) => ({
  id,
  name,
  description: '',
  timeCreated: time,
  timeModified: time,
  discoverable: true,
  identityMode: 'local_only' as const,
  adminGroupName: null,
  mappedFleetRoles: {},
});

// The first render pays for loading Radix and the router, which takes seconds on a busy machine.
describe("a subnet pool's linked silos", () => {
  it('names linked silos, marks the default, and offers only unlinked silos to link', async () => {
    const user = userEvent.setup({ delay: null });
    const queryClient = signedInWithFleetRole('admin');
    queryClient.setQueryData(allSilosQuery.queryKey, {
      items: [silo('silo-1', 'maze-war'), silo('silo-2', 'myriad'), silo('silo-3', 'quiet')],
    });
    queryClient.setQueryData(subnetPoolSilosQuery(pool.name).queryKey, {
      items: [
        { subnetPoolId: pool.id, siloId: 'silo-1', isDefault: true },
        { subnetPoolId: pool.id, siloId: 'silo-2', isDefault: false },
      ],
    });
    await renderWithRouter(<LinkedSilosTable kind={SUBNET_POOL_KIND} pool={pool} />, { queryClient });
    const table = screen.getByRole('table', { name: 'Linked silos' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['maze-war', 'myriad']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('default');

    await user.click(screen.getByRole('button', { name: 'Row actions for maze-war' }));
    expect(await screen.findByRole('menuitem', { name: 'Unset default' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Row actions for myriad' }));
    expect(await screen.findByRole('menuitem', { name: 'Make default' })).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Link silo' }));
    const dialog = screen.getByRole('dialog', { name: 'Link silo' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Silo' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['quiet']);
    await user.click(screen.getByRole('option', { name: 'quiet' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: "Make this the silo's default IPv4 subnet pool" }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'CLI Command' }));
    expect(screen.getByRole('dialog', { name: 'CLI command' }).querySelector('code')?.textContent).toBe(
      'rackctl subnet-pool link customer-v4 --silo quiet --default',
    );
  });
});
