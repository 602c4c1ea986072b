import { describe, expect, it } from 'vitest';
import { styleFor } from './style';
import { type Column, renderFields, renderTable, visibleWidth } from './table';

interface Row {
  name: string;
  state: string;
  description: string;
}

const rows: Row[] = [
  {
    name: 'web-1',
    state: 'running',
    description: 'The public web server of the shop, behind the load balancer',
  },
  { name: 'db-primary', state: 'stopped', description: 'Postgres' },
];

const columns: Column<Row>[] = [
  { header: 'NAME', value: (row) => row.name },
  { header: 'STATE', value: (row) => row.state, style: (text) => styleFor(true).green(text) },
  { header: 'DESCRIPTION', value: (row) => row.description, flexible: true },
];

describe('renderTable', () => {
  it('aligns columns two spaces apart with no trailing space', () => {
    expect(renderTable(rows, columns, {})).toBe(
      [
        'NAME        STATE    DESCRIPTION',
        'web-1       \u001b[32mrunning\u001b[39m  The public web server of the shop, behind the load balancer',
        'db-primary  \u001b[32mstopped\u001b[39m  Postgres',
        '',
      ].join('\n'),
    );
  });

  it('shrinks free-text columns first to fit the width, marking cut text with an ellipsis', () => {
    const table = renderTable(rows, columns, { maxWidth: 40 });
    const lines = table.trimEnd().split('\n');
    for (const line of lines) expect(visibleWidth(line)).toBeLessThanOrEqual(40);
    expect(lines[1]).toMatch(/^web-1\s+\S+running\S+\s+The public web ser…$/);
    expect(lines[2]).toMatch(/Postgres$/);
  });

  it('then shrinks the widest other columns, never below their header', () => {
    const table = renderTable(
      [{ name: 'a-very-long-instance-name-indeed', state: 'running', description: 'x' }],
      columns,
      {
        maxWidth: 30,
      },
    );
    const [header, row] = table.trimEnd().split('\n');
    expect(visibleWidth(row ?? '')).toBeLessThanOrEqual(30);
    // NAME gives up what DESCRIPTION cannot (its header is its whole width).
    expect(row).toMatch(/^a-very-… {2}/);
    expect(header).toContain('DESCRIPTION');
  });

  it('prints a table wider than asked rather than cutting columns to nothing', () => {
    const narrow = renderTable(rows, columns, { maxWidth: 5 });
    expect(narrow.split('\n')[0]).toContain('NAME');
    expect(narrow.split('\n')[0]).toContain('STATE');
  });

  it('measures CJK and emoji as two columns each, and cuts them whole', () => {
    const wide: Row[] = [
      { name: '東京', state: 'running', description: 'x' },
      { name: '🚀', state: 'running', description: 'y' },
      { name: 'ab', state: 'running', description: 'z' },
    ];
    const lines = renderTable(wide, columns.slice(0, 1).concat(columns[2] ?? []), {})
      .trimEnd()
      .split('\n');
    // The last column starts at the same screen column on every line.
    expect(lines.map((line) => visibleWidth(line.replace(/\S+$/, '')))).toEqual([6, 6, 6, 6]);
    const cut = renderTable([{ name: 'x', state: 'ok', description: '東京のサーバー群です' }], columns, {
      maxWidth: 25,
    });
    const row = cut.split('\n')[1] ?? '';
    expect(visibleWidth(row)).toBeLessThanOrEqual(25);
    // 11 columns for the text and one for the ellipsis: a wide character never straddles the edge.
    expect(row).toMatch(/ {2}東京のサー…$/);
  });

  it('flattens line breaks inside cells', () => {
    const table = renderTable([{ name: 'x', state: 'ok', description: 'two\nlines' }], columns, {});
    expect(table.split('\n')[1]).toMatch(/two lines$/);
  });
});

describe('renderFields', () => {
  it('aligns values after the labels', () => {
    expect(
      renderFields([
        ['Name', 'web-1'],
        ['Description', ''],
        ['ID', '42'],
      ]),
    ).toBe('Name:         web-1\nDescription:\nID:           42\n');
  });
});
