import type { SubnetPool } from '@rackconsole/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POOL_HAS_MEMBERS_REASON, subnetPoolListQuery, subnetPoolUtilizationQuery } from '~/api/subnetPools';
import { signedInWithFleetRole, time } from '~/test/fleetRoleCache';
import { renderWithRouter } from '~/test/render';
import { SubnetPoolsPage } from './SubnetPoolsPage';

const pool = (name: string, ipVersion: SubnetPool['ipVersion']): SubnetPool => ({
  id: `id-${name}`,
  name,
  description: `${name} blocks`,
  ipVersion,
  timeCreated: time,
  timeModified: time,
});

/** Two pools: one with members (6144 addresses, 1024 allocated), one empty. */
function withPools(fleetRole: 'admin' | 'viewer') {
  const queryClient = signedInWithFleetRole(fleetRole);
  queryClient.setQueryData(subnetPoolListQuery({}).queryKey, {
    items: [pool('customer-v4', 'v4'), pool('lab-subnets', 'v4')],
  });
  queryClient.setQueryData(subnetPoolUtilizationQuery('customer-v4').queryKey, {
    capacity: 6144,
    remaining: 5120,
  });
  queryClient.setQueryData(subnetPoolUtilizationQuery('lab-subnets').queryKey, { capacity: 0, remaining: 0 });
  return queryClient;
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Subnet pools' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name)) as HTMLElement;

async function deleteItem(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Row actions for ${name}` }));
  return screen.findByRole('menuitem', { name: 'Delete' });
}

// The first render pays for loading Radix and the router, which takes seconds on a busy machine.
describe('subnet pools list', () => {
  it("shows each pool's utilization, and says before any confirm that a pool with members cannot go", async () => {
    await renderWithRouter(<SubnetPoolsPage />, {
      url: '/system/networking/subnet-pools',
      queryClient: withPools('admin'),
    });
    expect(rowOf('customer-v4')).toHaveTextContent('1,024 / 6,144 (17%)');
    expect(rowOf('lab-subnets')).toHaveTextContent('0 / 0');
    expect(screen.getByRole('button', { name: 'New Subnet Pool' })).not.toHaveAttribute('aria-disabled');

    const refused = await deleteItem('customer-v4');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(refused);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(POOL_HAS_MEMBERS_REASON);
    // The first Escape closes the tooltip, the second the menu.
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await deleteItem('lab-subnets')).not.toHaveAttribute('aria-disabled');
  });

  it('shows a fleet viewer every change disabled', async () => {
    await renderWithRouter(<SubnetPoolsPage />, {
      url: '/system/networking/subnet-pools',
      queryClient: withPools('viewer'),
    });
    expect(screen.getByRole('button', { name: 'New Subnet Pool' })).toHaveAttribute('aria-disabled', 'true');
    expect(await deleteItem('lab-subnets')).toHaveAttribute('aria-disabled', 'true');
  });
});
