import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '~/test/render';
import { Modal, SideModal } from './Modal';

function Opener({ side = false, field = false }: { side?: boolean; field?: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = side ? SideModal : Modal;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog title="Example" open={open} onDismiss={() => setOpen(false)}>
        <div style={{ height: 2000 }}>Body</div>
        {field ? (
          <>
            <button type="button">Help</button>
            <label>
              Name <input />
            </label>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

/** A row whose Delete removes it, the opener with it, while the dialog it opened is still up. */
function DeletableRow() {
  const [row, setRow] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Things</h1>
      {row ? (
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      ) : null}
      <Modal title="Confirm" open={open} onDismiss={() => setOpen(false)}>
        <button
          type="button"
          onClick={() => {
            setRow(false);
            setOpen(false);
          }}
        >
          Yes
        </button>
      </Modal>
    </main>
  );
}

describe('dialog focus', () => {
  for (const side of [false, true]) {
    it(`${side ? 'a side panel' : 'a dialog'} opens on its first field, not on Close or another button`, async () => {
      renderInTheme(<Opener side={side} field />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    });
  }

  it('opens on its first control other than Close when it has no field', async () => {
    renderInTheme(<DeletableRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('gives focus to the page heading, not the body, when what opened it is gone', async () => {
    renderInTheme(<DeletableRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus();
  });
});

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
