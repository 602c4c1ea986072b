import { describe, expect, it } from 'vitest';
import {
  collectSearchIndex,
  matchSearch,
  type SearchEntry,
  type SearchList,
  type SearchPageReader,
  searchRank,
} from './search.js';

const named = (...names: string[]) => names.map((name) => ({ id: `id-${name}`, name }));

/** A platform of lists keyed `kind` or `kind/project`, each served in pages of the asked size. */
function reader(lists: Record<string, { id: string; name: string }[]>, failing = new Set<string>()) {
  const reads: string[] = [];
  const read: SearchPageReader = async (list, pageToken, limit) => {
    const key = list.project ? `${list.kind}/${list.project}` : list.kind;
    reads.push(`${key}@${pageToken ?? 0}`);
    if (failing.has(key)) throw new Error(`cannot list ${key}`);
    const start = Number(pageToken ?? 0);
    const items = (lists[key] ?? []).slice(start, start + limit);
    const more = start + limit < (lists[key]?.length ?? 0);
    return { items, nextPage: more ? String(start + limit) : null };
  };
  return { read, reads };
}

describe('collectSearchIndex', () => {
  it('reads the projects, the silo images and every kind of every project', async () => {
    const { read } = reader({
      project: named('web', 'db'),
      image: named('ubuntu'),
      'instance/web': named('web-1'),
      'disk/db': named('db-data'),
      'image/db': named('db-golden'),
      'floating-ip/web': named('web-ip'),
    });
    const index = await collectSearchIndex(read);
    const found = (kind: string) =>
      index.entries.filter((entry) => entry.kind === kind).map(({ name, project }) => [name, project]);
    expect(found('project')).toEqual([
      ['web', undefined],
      ['db', undefined],
    ]);
    expect(found('instance')).toEqual([['web-1', 'web']]);
    expect(found('disk')).toEqual([['db-data', 'db']]);
    expect(found('image').sort()).toEqual([
      ['db-golden', 'db'],
      ['ubuntu', undefined],
    ]);
    expect(found('floating-ip')).toEqual([['web-ip', 'web']]);
    expect(index).toMatchObject({ failures: [], truncated: false });
  });

  it('keeps searching when one list fails, and says which', async () => {
    const { read } = reader(
      { project: named('web', 'db'), 'instance/web': named('web-1'), 'instance/db': named('db-1') },
      new Set(['instance/web']),
    );
    const index = await collectSearchIndex(read);
    expect(index.entries.map((entry) => entry.name)).toContain('db-1');
    expect(index.failures).toEqual([
      { kind: 'instance', project: 'web', error: new Error('cannot list instance/web') },
    ]);
  });

  it('fails as a whole when the projects cannot be listed', async () => {
    const { read } = reader({}, new Set(['project']));
    await expect(collectSearchIndex(read)).rejects.toThrow('cannot list project');
  });

  it('reads at most pagesPerList pages of a list and maxProjects projects, and says it was cut short', async () => {
    const { read, reads } = reader({
      project: named('a', 'b', 'c', 'd', 'e'),
      'instance/a': named('i1', 'i2', 'i3', 'i4', 'i5'),
    });
    const index = await collectSearchIndex(read, { pageSize: 2, pagesPerList: 2, maxProjects: 1 });
    expect(index.entries.filter((entry) => entry.kind === 'project').map((entry) => entry.name)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(index.entries.filter((entry) => entry.kind === 'instance').map((entry) => entry.name)).toEqual([
      'i1',
      'i2',
      'i3',
      'i4',
    ]);
    expect(index.truncated).toBe(true);
    expect(reads.filter((read) => read.includes('/b'))).toEqual([]);
  });

  it('reads no more lists at once than its concurrency', async () => {
    let running = 0;
    let most = 0;
    const read: SearchPageReader = async (list: SearchList) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
      return { items: list.kind === 'project' ? named('a', 'b', 'c') : [], nextPage: null };
    };
    await collectSearchIndex(read, { concurrency: 3 });
    expect(most).toBe(3);
  });
});

describe('searchRank', () => {
  it('ranks exact, then prefix, then anywhere, ignoring case and surrounding space', () => {
    expect(searchRank('web-1', ' WEB-1 ')).toBe(0);
    expect(searchRank('web-1', 'web')).toBe(1);
    expect(searchRank('my-web', 'web')).toBe(2);
    expect(searchRank('db', 'web')).toBeUndefined();
    expect(searchRank('db', '  ')).toBeUndefined();
  });
});

describe('matchSearch', () => {
  const entry = (kind: SearchEntry['kind'], name: string, project?: string): SearchEntry => ({
    kind,
    name,
    id: `${kind}-${name}-${project}`,
    project,
  });

  it('orders by kind, then match, name and project, and caps each kind', () => {
    const entries = [
      entry('disk', 'web-data', 'web'),
      entry('instance', 'old-web', 'web'),
      entry('instance', 'web', 'b'),
      entry('instance', 'web', 'a'),
      entry('instance', 'web-2', 'web'),
      entry('project', 'web'),
      entry('vpc', 'default', 'web'),
    ];
    const { matches, omitted } = matchSearch(entries, 'web', { perKind: 3 });
    expect(matches.map((match) => `${match.kind} ${match.name} ${match.project ?? ''}`)).toEqual([
      'project web ',
      'instance web a',
      'instance web b',
      'instance web-2 web',
      'disk web-data web',
    ]);
    expect(omitted).toBe(1);
  });

  it('finds nothing for an empty term', () => {
    expect(matchSearch([entry('project', 'web')], '')).toEqual({ matches: [], omitted: 0 });
  });
});
