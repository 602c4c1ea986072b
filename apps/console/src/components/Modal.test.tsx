import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '~/test/render';
import { Modal, SideModal } from './Modal';

function Opener({ side = false }: { side?: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = side ? SideModal : Modal;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog title="Example" open={open} onDismiss={() => setOpen(false)}>
        <div style={{ height: 2000 }}>Body</div>
      </Dialog>
    </>
  );
}

describe('Modal', () => {
  it('closes on Escape and gives focus back to what opened it', async () => {
    renderInTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    renderInTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SideModal', () => {
  it('shows a border above its scroll area once scrolled', async () => {
    renderInTheme(<Opener side />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const body = screen.getByText('Body').parentElement as HTMLElement;
    expect(body).not.toHaveAttribute('data-scrolled');
    body.scrollTop = 120;
    fireEvent.scroll(body);
    expect(body).toHaveAttribute('data-scrolled');
    body.scrollTop = 0;
    fireEvent.scroll(body);
    expect(body).not.toHaveAttribute('data-scrolled');
  });

  it('closes on Escape and gives focus back', async () => {
    renderInTheme(<Opener side />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
