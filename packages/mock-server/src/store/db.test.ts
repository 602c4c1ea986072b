import { describe, expect, it } from 'vitest';
import { Db, Table } from './db';

interface Row {
  id: string;
  name: string;
  owner: string;
}

const row = (id: string, name: string, owner = 'a'): Row => ({ id, name, owner });

function tableOf(...rows: Row[]) {
  const table = new Table<Row>();
  for (const entry of rows) table.set(entry.id, entry);
  return table;
}

describe('Table indexes', () => {
  it('finds rows by column, in the order they were filed, including rows added after the index was built', () => {
    const table = tableOf(row('1', 'web'), row('2', 'db', 'b'), row('3', 'cache'));
    expect(table.where('owner', 'a').map(({ id }) => id)).toEqual(['1', '3']);
    table.set('4', row('4', 'queue'));
    expect(table.where('owner', 'a').map(({ id }) => id)).toEqual(['1', '3', '4']);
    expect(table.where('owner', 'nobody')).toEqual([]);
  });

  it('re-files a row whose column changed when it is set again, even as the same object', () => {
    const table = tableOf(row('1', 'web'), row('2', 'db'));
    expect(table.find('name', 'web')?.id).toBe('1');
    const renamed = table.get('1') as Row;
    renamed.name = 'frontend';
    table.set('1', renamed);
    expect(table.find('name', 'web')).toBeUndefined();
    expect(table.find('name', 'frontend')?.id).toBe('1');
    expect(table.where('name', 'web')).toEqual([]);
  });

  it('forgets deleted rows and keeps its place for a row set again unchanged', () => {
    const table = tableOf(row('1', 'web'), row('2', 'web'), row('3', 'web'));
    expect(table.where('name', 'web')).toHaveLength(3);
    table.delete('2');
    table.set('1', table.get('1') as Row);
    expect(table.where('name', 'web').map(({ id }) => id)).toEqual(['1', '3']);
    table.clear();
    expect(table.where('name', 'web')).toEqual([]);
    table.set('5', row('5', 'web'));
    expect(table.where('name', 'web').map(({ id }) => id)).toEqual(['5']);
  });

  it('finds the first row of a value that a condition accepts', () => {
    const table = tableOf(row('1', 'web', 'a'), row('2', 'web', 'b'));
    expect(table.find('name', 'web', (candidate) => candidate.owner === 'b')?.id).toBe('2');
    expect(table.find('name', 'web', (candidate) => candidate.owner === 'c')).toBeUndefined();
  });

  it('builds indexes over rows loaded from a snapshot', () => {
    const db = Db.fromSnapshot({ projects: { p1: { id: 'p1', name: 'alpha', silo_id: 's1' } } });
    expect(db.table('projects').find('name', 'alpha')?.id).toBe('p1');
    expect(db.table('projects').where('silo_id', 's1')).toHaveLength(1);
  });
});

describe('Db.observe', () => {
  it('tells of every row set, deleted or cleared, in tables old and new, with the table to read it from', () => {
    const db = Db.fromSnapshot({ projects: { p1: { id: 'p1', name: 'alpha', silo_id: 's1' } } });
    const changes: { table: string; id: string; rows: ReadonlyMap<string, unknown> }[] = [];
    db.observe((table, id, rows) => changes.push({ table, id, rows }));
    const projects = db.table('projects');
    projects.set('p2', { ...(projects.get('p1') as object), id: 'p2' } as never);
    projects.delete('p1');
    projects.delete('missing');
    db.table('vpcs').set('v1', { id: 'v1' } as never);
    db.table('vpcs').clear();
    // Read afterwards, as the journal reads them when it makes a record.
    const seen = changes.map(({ table, id, rows }) => `${table}/${id}:${rows.has(id) ? 'set' : 'gone'}`);
    expect(seen).toEqual(['projects/p2:set', 'projects/p1:gone', 'vpcs/v1:gone', 'vpcs/v1:gone']);
  });
});

describe('Table orders', () => {
  const ids = (filed: readonly { id: string }[]) => filed.map(({ id }) => id);

  it('keeps each scope sorted by name, id and time through creates, renames and deletes', () => {
    const table = tableOf(row('3', 'web'), row('1', 'db', 'b'), row('2', 'cache'));
    const owned = { column: 'owner', value: 'a' } as const;
    expect(ids(table.sorted('name', owned))).toEqual(['2', '3']);
    expect(ids(table.sorted('id'))).toEqual(['1', '2', '3']);
    table.set('0', row('0', 'api'));
    const renamed = table.get('3') as Row;
    renamed.name = 'all';
    table.set('3', renamed);
    expect(ids(table.sorted('name', owned))).toEqual(['3', '0', '2']);
    // Moved to another owner: it leaves one scope's order and joins the other's.
    table.set('2', row('2', 'cache', 'b'));
    expect(ids(table.sorted('name', owned))).toEqual(['3', '0']);
    expect(ids(table.sorted('name', { column: 'owner', value: 'b' }))).toEqual(['2', '1']);
    table.delete('0');
    expect(ids(table.sorted('name', owned))).toEqual(['3']);
    expect(ids(table.sorted('id'))).toEqual(['1', '2', '3']);
    expect(table.sorted('name', { column: 'owner', value: 'nobody' })).toEqual([]);
  });

  it('breaks ties by id and orders rows keyed by a secret by their id, not their key', () => {
    const sessions = new Table<{ id: string; time_created: string }>();
    sessions.set('secret-b', { id: '2', time_created: 't1' });
    sessions.set('secret-a', { id: '3', time_created: 't1' });
    sessions.set('secret-c', { id: '1', time_created: 't2' });
    expect(ids(sessions.sorted('time'))).toEqual(['2', '3', '1']);
    expect(sessions.sorted('id').map(({ key }) => key)).toEqual(['secret-c', 'secret-b', 'secret-a']);
  });
});
