import { describe, expect, it } from 'vitest';
import { nameSortBy, parseTableView, tableViewParams } from '~/api/listSearch';

describe('parseTableView', () => {
  it('reads sort, filters and hidden columns', () => {
    expect(parseTableView({ sort: '-created', q: 'web', state: 'running', hide: 'cpu,memory' })).toEqual({
      sort: { key: 'created', direction: 'descending' },
      query: 'web',
      state: 'running',
      hidden: ['cpu', 'memory'],
    });
    expect(parseTableView({ sort: 'name' }).sort).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('falls back to the default view for an empty search', () => {
    expect(parseTableView({})).toEqual({ sort: undefined, query: '', state: undefined, hidden: [] });
  });

  it('drops values of the wrong shape from a hand-edited URL instead of throwing', () => {
    const view = parseTableView({
      sort: '--<script>',
      q: { nested: true },
      state: 'run ning!',
      hide: ',,CPU,,memory,memory,../x',
    });
    expect(view).toEqual({ sort: undefined, query: '', state: undefined, hidden: ['memory'] });
    expect(parseTableView({ sort: ['name'], hide: 42, state: null }).sort).toBeUndefined();
    expect(parseTableView({ sort: '-' }).sort).toBeUndefined();
  });

  it('reads numbers the router parsed from JSON back as text', () => {
    expect(parseTableView({ q: 42, state: 7 })).toMatchObject({ query: '42', state: '7' });
  });

  it('cuts an overlong filter instead of rejecting it', () => {
    expect(parseTableView({ q: 'x'.repeat(500) }).query).toHaveLength(100);
  });

  it('reads a prefixed table apart from the page’s main table', () => {
    const search = { sort: 'name', 'ips.sort': '-kind', 'ips.q': '10.0' };
    expect(parseTableView(search, 'ips')).toMatchObject({
      sort: { key: 'kind', direction: 'descending' },
      query: '10.0',
    });
    expect(parseTableView(search).sort).toEqual({ key: 'name', direction: 'ascending' });
    expect(tableViewParams('BGP peers').sort).toBe('bgp-peers.sort');
  });
});

describe('nameSortBy', () => {
  it('maps a name sort to the platform’s sort mode and anything else to the default', () => {
    expect(nameSortBy(parseTableView({ sort: 'name' }))).toBe('name_ascending');
    expect(nameSortBy(parseTableView({ sort: '-name' }))).toBe('name_descending');
    expect(nameSortBy(parseTableView({ sort: '-created' }))).toBeUndefined();
    expect(nameSortBy(parseTableView({}))).toBeUndefined();
  });
});
