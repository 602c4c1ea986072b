import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '~/test/render';
import { QueryPanel } from './QueryPanel';

/** A page with its main data and one side list, each read through its own query. */
function Page({ main, side }: { main: () => Promise<string>; side: () => Promise<string[]> }) {
  const title = useQuery({ queryKey: ['main'], queryFn: main });
  const groups = useQuery({ queryKey: ['side'], queryFn: side });
  return (
    <>
      <h1>{title.data ?? 'Loading'}</h1>
      <section aria-label="Groups">
        <QueryPanel query={groups} what="multicast groups">
          <ul>
            {(groups.data ?? []).map((group) => (
              <li key={group}>{group}</li>
            ))}
          </ul>
        </QueryPanel>
      </section>
    </>
  );
}

function renderPage(main: () => Promise<string>, side: () => Promise<string[]>) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Theme>
        <Page main={main} side={side} />
      </Theme>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Groups' }));
}

describe('QueryPanel', () => {
  it('shows its own query failing beside the loaded page, and Try again loads that query alone', async () => {
    const main = vi.fn(async () => 'db1');
    const side = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('Service unavailable'))
      .mockResolvedValueOnce(['telemetry']);
    const panel = renderPage(main, side);

    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load multicast groups');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('heading', { name: 'db1' })).toBeVisible();
    expect(panel.queryByRole('listitem')).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    expect(await panel.findByRole('listitem')).toHaveTextContent('telemetry');
    expect(panel.queryByRole('alert')).toBeNull();
    expect(side).toHaveBeenCalledTimes(2);
    expect(main).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the failure while the retry fails again', async () => {
    const side = vi.fn(async (): Promise<string[]> => {
      throw new Error('Service unavailable');
    });
    const panel = renderPage(async () => 'db1', side);
    await userEvent.click(await panel.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(side).toHaveBeenCalledTimes(2));
    expect(await panel.findByRole('alert')).toHaveTextContent('Could not load multicast groups');
    expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows the panel as it is while its query loads or has loaded', async () => {
    const panel = renderPage(
      async () => 'db1',
      async () => ['telemetry', 'video'],
    );
    expect(await panel.findAllByRole('listitem')).toHaveLength(2);
    expect(panel.queryByRole('alert')).toBeNull();
  });
});
