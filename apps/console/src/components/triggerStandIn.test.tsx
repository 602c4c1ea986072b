import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { type LazyModule, lazyModule } from './lazyModule';
import { SelectTriggerStandIn } from './OptionSelect';
import type * as OptionSelectMenuModule from './OptionSelectMenu';
import type { OptionSelectProps } from './optionSelectProps';
import type * as RowActionsMenuModule from './RowActionsMenu';
import { useTriggerStandIn } from './triggerStandIn';

// Each test declares its modules itself, after the setup has loaded every module declared so far: these start
// out not loaded, as on a page that has not used them yet.
const rowActionsMenu = () => lazyModule(() => import('./RowActionsMenu'));
const optionSelectMenu = () => lazyModule(() => import('./OptionSelectMenu'));

function RowActions({
  menu,
  onStart,
}: {
  menu: LazyModule<typeof RowActionsMenuModule>;
  onStart: () => void;
}) {
  const { loaded, triggerProps } = useTriggerStandIn(menu, 'menu');
  const trigger = (
    <IconButton {...triggerProps} variant="ghost" aria-label="Row actions for db1">
      <DotsHorizontalIcon />
    </IconButton>
  );
  const actions = [
    { label: 'Start', onActivate: onStart },
    { label: 'Delete', onActivate: () => undefined, disabledReason: 'Only stopped instances can be deleted' },
  ];
  return loaded ? <loaded.RowActionsMenu trigger={trigger} actions={actions} /> : trigger;
}

function PageSize({
  menu,
  ...select
}: { menu: LazyModule<typeof OptionSelectMenuModule> } & Omit<OptionSelectProps, 'label' | 'labelledBy'>) {
  const { loaded, triggerProps } = useTriggerStandIn(menu, 'select');
  const named = { ...triggerProps, 'aria-label': 'rows per page' };
  return loaded ? (
    <loaded.OptionSelectMenu {...select} triggerProps={named} />
  ) : (
    <SelectTriggerStandIn {...select} triggerProps={named} />
  );
}

/** An element's markup with its attributes in order, leaving out the ids Radix generates. */
function markup(element: Element): string {
  const attributes = element
    .getAttributeNames()
    .filter((name) => name !== 'id' && name !== 'aria-controls')
    .sort()
    .map((name) => ` ${name}="${element.getAttribute(name)}"`)
    .join('');
  const children = [...element.childNodes]
    .map((child) => (child instanceof Element ? markup(child) : child.textContent))
    .join('');
  return `<${element.tagName.toLowerCase()}${attributes}>${children}</${element.tagName.toLowerCase()}>`;
}

// A press is one task in a browser: no chunk can load between pointer down and the focus it gives. Without a
// delay user-event does the same.
const setupUser = () => userEvent.setup({ delay: null });

const pageSizes = ['10', '25', '50'].map((size) => ({ value: size, label: size }));

describe('useTriggerStandIn', () => {
  it('draws the same menu button before and after the menu has loaded, and loads it on hover', async () => {
    renderInTheme(<RowActions menu={rowActionsMenu()} onStart={() => undefined} />);
    const standIn = screen.getByRole('button', { name: 'Row actions for db1' });
    const before = markup(standIn);
    await setupUser().hover(standIn);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Row actions for db1' })).not.toBe(standIn),
    );
    expect(markup(screen.getByRole('button', { name: 'Row actions for db1' }))).toBe(before);
  });

  it('opens the menu a press asked for before its code was in', async () => {
    const user = setupUser();
    const onStart = vi.fn();
    renderInTheme(<RowActions menu={rowActionsMenu()} onStart={onStart} />);
    await user.click(screen.getByRole('button', { name: 'Row actions for db1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('opens on an opening key with focus on the first item, as a loaded menu does', async () => {
    const user = setupUser();
    renderInTheme(<RowActions menu={rowActionsMenu()} onStart={() => undefined} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Start' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Row actions for db1' })).toHaveFocus();
  });

  it('draws the select trigger Radix Themes draws, and opens the select a press asked for', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    renderInTheme(
      <PageSize
        menu={optionSelectMenu()}
        size="1"
        value="25"
        options={pageSizes}
        onValueChange={onValueChange}
      />,
    );
    const before = markup(screen.getByRole('combobox', { name: 'rows per page' }));
    await user.click(screen.getByRole('combobox', { name: 'rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(onValueChange).toHaveBeenCalledWith('50');
    // Closed again, showing the value the page still holds.
    expect(markup(screen.getByRole('combobox', { name: 'rows per page' }))).toBe(before);
  });
});
