import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePagination } from '~/hooks/usePagination';
import { renderWithRouter } from '~/test/render';
import { PaginationBar } from './PaginationBar';

function List({ nextPage, loading }: { nextPage?: string | null; loading?: boolean }) {
  return <PaginationBar pagination={usePagination()} nextPage={nextPage} loading={loading} />;
}

describe('PaginationBar', () => {
  it("offers 'rows per page' with the current page size", async () => {
    await renderWithRouter(<List nextPage={null} />, { url: '/projects?limit=25' });
    expect(screen.getByText('rows per page')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'rows per page' })).toHaveTextContent('25');
  });

  it('disables previous on the first page and next on the last', async () => {
    await renderWithRouter(<List nextPage={null} />, { url: '/projects' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps the trail of page tokens in the URL going forward and back', async () => {
    const { router } = await renderWithRouter(<List nextPage="token-2" />, { url: '/projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toEqual({ pages: 'token-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toEqual({ pages: 'token-2,token-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toEqual({ pages: 'token-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('changing the page size goes back to the first page', async () => {
    const { router } = await renderWithRouter(<List nextPage="token-3" />, {
      url: '/projects?pages=token-2',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'rows per page' }));
    await userEvent.click(screen.getByRole('option', { name: '10' }));
    expect(router.state.location.search).toEqual({ limit: 10 });
  });

  it('disables both directions while a page loads', async () => {
    await renderWithRouter(<List nextPage="token-3" loading />, { url: '/projects?pages=token-2' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
