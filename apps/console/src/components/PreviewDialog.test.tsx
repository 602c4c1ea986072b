import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type PreviewPlatform, previewPlatform } from '~/stores/previewPlatform';
import { renderWithRouter } from '~/test/render';
import { PreviewDialog } from './PreviewDialog';

/** A stand-in for the in-browser platform's chaos switch: what the dialog sets is what it reads back. */
function fakePlatform() {
  let share = 0;
  return {
    chaos: () => share,
    setChaos: (next: number) => {
      share = next;
    },
  } as PreviewPlatform;
}

afterEach(() => previewPlatform.set(undefined));

describe('PreviewDialog', () => {
  it('switches the chaos mode of the running platform (development builds)', async () => {
    const platform = fakePlatform();
    previewPlatform.set(platform);
    await renderWithRouter(<PreviewDialog open onDismiss={() => undefined} />);
    const chaos = screen.getByRole('combobox', { name: 'Chaos mode' });
    expect(chaos).toHaveTextContent('Off');
    await userEvent.click(chaos);
    await userEvent.click(await screen.findByRole('option', { name: '25% of calls' }));
    expect(platform.chaos()).toBe(0.25);
    expect(screen.getByRole('combobox', { name: 'Chaos mode' })).toHaveTextContent('25% of calls');
  });

  it('has no switch without an in-browser platform (remote mode)', async () => {
    await renderWithRouter(<PreviewDialog open onDismiss={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Console Technical Preview' })).toBeVisible();
    expect(screen.queryByText('Chaos mode')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
