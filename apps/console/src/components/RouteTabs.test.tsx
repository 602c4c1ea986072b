import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { isTabSelected, type RouteTab, RouteTabs } from './RouteTabs';

const base = '/projects/p/instances/db1';
const tabs: RouteTab[] = [
  { label: 'Storage', to: `${base}/storage` },
  { label: 'Metrics', to: `${base}/metrics/cpu`, activePrefix: `${base}/metrics` },
  { label: 'Settings', to: `${base}/settings` },
];

describe('isTabSelected', () => {
  it('selects a tab on its own path and every path under it', () => {
    expect(isTabSelected(`${base}/storage`, tabs[0]!)).toBe(true);
    expect(isTabSelected(`${base}/storage/disks-new`, tabs[0]!)).toBe(true);
    expect(isTabSelected(`${base}/storage-other`, tabs[0]!)).toBe(false);
    expect(isTabSelected(`${base}/settings`, tabs[0]!)).toBe(false);
  });

  it('uses activePrefix when the target is deeper than the tab', () => {
    expect(isTabSelected(`${base}/metrics/disk`, tabs[1]!)).toBe(true);
    expect(isTabSelected(`${base}/metrics`, tabs[1]!)).toBe(true);
  });
});

describe('RouteTabs', () => {
  it('marks the tab of the current path as selected and only it is in the tab order', async () => {
    await renderWithRouter(<RouteTabs label="Instance tabs" tabs={tabs} />, {
      url: `${base}/metrics/network`,
    });
    const metrics = screen.getByRole('tab', { name: 'Metrics' });
    expect(metrics).toHaveAttribute('aria-selected', 'true');
    expect(metrics).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Storage' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys, wrapping around at both ends', async () => {
    const { router } = await renderWithRouter(<RouteTabs label="Instance tabs" tabs={tabs} />, {
      url: `${base}/storage`,
    });
    screen.getByRole('tab', { name: 'Storage' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe(`${base}/settings`);
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe(`${base}/storage`);
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe(`${base}/metrics/cpu`);
    expect(screen.getByRole('tab', { name: 'Metrics' })).toHaveAttribute('aria-selected', 'true');
  });
});
