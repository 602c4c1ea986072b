import { IconButton } from '@radix-ui/themes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import DotsHorizontalIcon from '~icons/radix-icons/dots-horizontal';
import { type LazyModule, lazyModule } from './lazyModule';
import { useLazyPopup } from './lazyPopup';
import type * as RowActionsMenuModule from './RowActionsMenu';

// Each test declares its module itself, after the setup has loaded every module declared so far: it starts out
// not loaded, as on a page that has not used the menu yet.
function RowActions({
  menu,
  onStart,
}: {
  menu: LazyModule<typeof RowActionsMenuModule>;
  onStart: () => void;
}) {
  const { loaded, triggerProps } = useLazyPopup(menu, 'menu');
  const trigger = (
    <IconButton {...triggerProps} variant="ghost" aria-label="Row actions for db1">
      <DotsHorizontalIcon />
    </IconButton>
  );
  const actions = [
    { label: 'Start', onActivate: onStart },
    { label: 'Delete', onActivate: () => undefined },
  ];
  return loaded ? <loaded.RowActionsMenu trigger={trigger} actions={actions} defaultOpen /> : trigger;
}

const rowActionsMenu = (load = () => import('./RowActionsMenu')) => {
  const importer = vi.fn(load);
  return { importer, menu: lazyModule(importer) };
};

describe('useLazyPopup', () => {
  it('draws a closed menu button and loads the menu when a pointer reaches it, without opening it', async () => {
    const { importer, menu } = rowActionsMenu();
    renderInTheme(<RowActions menu={menu} onStart={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Row actions for db1' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(importer).not.toHaveBeenCalled();
    await userEvent.hover(button);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the real menu on the first click, and from then on the menu works as Radix makes it', async () => {
    const onStart = vi.fn();
    const user = userEvent.setup();
    renderInTheme(<RowActions menu={rowActionsMenu().menu} onStart={onStart} />);
    await user.click(screen.getByRole('button', { name: 'Row actions for db1' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Row actions for db1' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard with the down arrow, as a Radix menu button does', async () => {
    const user = userEvent.setup();
    renderInTheme(<RowActions menu={rowActionsMenu().menu} onStart={() => undefined} />);
    screen.getByRole('button', { name: 'Row actions for db1' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveFocus();
  });

  it('keeps the plain button when the menu code fails to load, and loads it again when pressed', async () => {
    let attempts = 0;
    const { importer, menu } = rowActionsMenu(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : import('./RowActionsMenu');
    });
    const user = userEvent.setup();
    renderInTheme(<RowActions menu={menu} onStart={() => undefined} />);
    await user.hover(screen.getByRole('button', { name: 'Row actions for db1' }));
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    // The failure has reached the lazy module (its handler runs before this one) when this settles.
    await expect(importer.mock.results[0]?.value).rejects.toThrow('chunk failed');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row actions for db1' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await user.click(screen.getByRole('button', { name: 'Row actions for db1' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
