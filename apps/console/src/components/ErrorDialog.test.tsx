import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { ErrorDialog } from './ErrorDialog';

describe('ErrorDialog', () => {
  it("titles a single issue 'Error' and shows it on its own", () => {
    renderInTheme(<ErrorDialog errors={['Name already exists']} onDismiss={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Name already exists');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it("titles several issues 'Errors' with '{n} issues:' and a bulleted list", () => {
    renderInTheme(<ErrorDialog errors={['Bad port', 'Bad host', 'Bad name']} onDismiss={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Errors' });
    expect(dialog).toHaveTextContent('3 issues:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bad port', 'Bad host', 'Bad name']);
  });

  it('is dismissed with its Close button', async () => {
    const onDismiss = vi.fn();
    renderInTheme(<ErrorDialog errors={['Bad port']} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
