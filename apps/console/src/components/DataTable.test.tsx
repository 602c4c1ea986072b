import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { BulkActionBar } from './BulkActionBar';
import { type Column, DataTable, type TableFilter } from './DataTable';

interface Machine {
  name: string;
  state: string;
  cpus: number;
  created: Date;
  note?: string;
}

const machines: Machine[] = [
  { name: 'web-2', state: 'running', cpus: 4, created: new Date('2026-01-02'), note: 'b' },
  { name: 'db', state: 'stopped', cpus: 16, created: new Date('2026-01-03') },
  { name: 'web-10', state: 'running', cpus: 2, created: new Date('2026-01-01'), note: 'a' },
];

const columns: Column<Machine>[] = [
  { header: 'Name', sortValue: (row) => row.name, cell: (row) => row.name },
  { header: 'State', cell: (row) => row.state },
  { header: 'CPUs', sortValue: (row) => row.cpus, cell: (row) => row.cpus },
  { header: 'Created', sortValue: (row) => row.created, cell: (row) => row.created.toISOString() },
  { header: 'Note', sortValue: (row) => row.note, cell: (row) => row.note ?? '—' },
];

const filter: TableFilter<Machine> = {
  name: (row) => row.name,
  state: { label: 'State', value: (row) => row.state, options: ['running', 'stopped'] },
};

/** The names in the table's rows, top to bottom. */
const names = () =>
  within(screen.getByRole('table', { name: 'Machines' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

const headers = () =>
  within(screen.getByRole('table', { name: 'Machines' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

function Machines({ paginated = false, serverSort = false }: { paginated?: boolean; serverSort?: boolean }) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  return (
    <>
      <BulkActionBar
        count={selected.size}
        noun="machine"
        actions={[{ label: 'Stop', onActivate: () => undefined }]}
        onClear={() => setSelected(new Set())}
      />
      <DataTable
        label="Machines"
        rows={machines}
        rowKey={(row) => row.name}
        columns={
          serverSort ? [{ ...columns[0], serverSort: true } as Column<Machine>, ...columns.slice(1)] : columns
        }
        filter={filter}
        selection={{ selected, onChange: setSelected }}
        paginated={paginated}
      />
    </>
  );
}

describe('DataTable', () => {
  it('sorts by a header: ascending, descending, then back to the server order, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<Machines />, { url: '/machines' });
    expect(names()).toEqual(['web-2', 'db', 'web-10']);
    const nameHeader = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader()).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    // Natural order: web-2 before web-10.
    expect(names()).toEqual(['db', 'web-2', 'web-10']);
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toEqual({ sort: 'name' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['web-10', 'web-2', 'db']);
    expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toEqual({ sort: '-name' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['web-2', 'db', 'web-10']);
    expect(router.state.location.search).toEqual({});
    // A column without a sort value has no sort control.
    expect(screen.queryByRole('button', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'State' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts numbers by size', async () => {
    await renderWithRouter(<Machines />, { url: '/machines?sort=-cpus' });
    expect(names()).toEqual(['db', 'web-2', 'web-10']);
  });

  it('sorts dates by time', async () => {
    await renderWithRouter(<Machines />, { url: '/machines?sort=created' });
    expect(names()).toEqual(['web-10', 'web-2', 'db']);
  });

  it('keeps empty values last whichever the direction', async () => {
    await renderWithRouter(<Machines />, { url: '/machines?sort=-note' });
    expect(names()).toEqual(['web-2', 'web-10', 'db']);
  });

  it('ignores a sort, state or hidden column it does not know', async () => {
    await renderWithRouter(<Machines />, { url: '/machines?sort=-bogus&state=exploded&hide=name,bogus' });
    expect(names()).toEqual(['web-2', 'db', 'web-10']);
    expect(headers()).toContain('Name');
  });

  it('filters by name as the user types, says when nothing matches, and clears', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<Machines />, { url: '/machines' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'WEB');
    expect(names()).toEqual(['web-2', 'web-10']);
    expect(router.state.location.search).toEqual({ q: 'WEB' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), '-99');
    expect(names()).toEqual([]);
    expect(screen.getByText('No rows match the filter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toEqual(['web-2', 'db', 'web-10']);
    expect(router.state.location.search).toEqual({});
  });

  it('filters by state from the state select and from the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<Machines />, { url: '/machines?state=stopped' });
    expect(names()).toEqual(['db']);
    await user.click(screen.getByRole('combobox', { name: 'Filter by state' }));
    await user.click(await screen.findByRole('option', { name: 'running' }));
    expect(names()).toEqual(['web-2', 'web-10']);
    expect(router.state.location.search).toEqual({ state: 'running' });
  });

  it('hides and shows columns from the Columns menu, but never the first', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<Machines />, { url: '/machines' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Name' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'CPUs' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Note' }));
    expect(router.state.location.search).toEqual({ hide: 'cpus,note' });
    await user.keyboard('{Escape}');
    expect(headers()).not.toContain('CPUs');
    expect(headers()).not.toContain('Note');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'CPUs' }));
    expect(router.state.location.search).toEqual({ hide: 'note' });
    await user.keyboard('{Escape}');
    expect(headers()).toContain('CPUs');
  });

  it('selects rows one by one or all on the page, and the bulk bar counts them', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Machines />, { url: '/machines' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select db' }));
    expect(screen.getByRole('toolbar', { name: 'Actions for 1 machine' })).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select web-2' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select web-2' })).not.toBeChecked();
  });

  it('drops rows a filter hides from the selection, so bulk actions only touch rows on screen', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Machines />, { url: '/machines' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'web');
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
  });

  it('says that sorting and filtering only see the loaded page of a longer list', async () => {
    await renderWithRouter(<Machines paginated />, { url: '/machines?sort=cpus' });
    expect(screen.getByText('Sorting and filtering apply to the rows on this page')).toBeInTheDocument();
  });

  it('leaves a server-sorted column in the order the rows came and starts again from the first page', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<Machines paginated serverSort />, {
      url: '/machines?pages=token-2',
    });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toEqual({ sort: 'name' });
    expect(names()).toEqual(['web-2', 'db', 'web-10']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    // The server did the sorting, so nothing on the page is partial.
    expect(
      screen.queryByText('Sorting and filtering apply to the rows on this page'),
    ).not.toBeInTheDocument();
  });
});
