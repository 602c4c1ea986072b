import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

interface Row {
  id: string;
  name: string;
}
interface Page {
  items: Row[];
  next_page: string | null;
}

async function list(query: string): Promise<Page> {
  const response = await platform.fetchAs('hannah', `/v1/projects?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

async function createProject(name: string): Promise<Row> {
  const response = await platform.fetchAs('hannah', '/v1/projects', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, description: '' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Row;
}

/** Every page of a list, following `next_page`; `between` runs after each page, before the next is read. */
async function walk(
  query: string,
  between: (pageNumber: number, last: Row) => Promise<void> = async () => {},
) {
  const seen: Row[] = [];
  let page = await list(query);
  for (let pageNumber = 1; ; pageNumber++) {
    seen.push(...page.items);
    if (!page.next_page) return seen;
    await between(pageNumber, page.items.at(-1) as Row);
    page = await list(`${query}&page_token=${page.next_page}`);
  }
}

const bothWays = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Row, b: Row) => bothWays(a.name, b.name) || bothWays(a.id, b.id);
const byId = (a: Row, b: Row) => bothWays(a.id, b.id);

describe('list pages read from sorted indexes', () => {
  beforeAll(async () => {
    // Created out of name order, so creation time and name disagree.
    for (let index = 0; index < 60; index++)
      await createProject(`page-${String((index * 37) % 60).padStart(2, '0')}`);
  });

  it.each([
    ['name_ascending', byName],
    ['name_descending', (a: Row, b: Row) => byName(b, a)],
    ['id_ascending', byId],
  ] as const)('pages through every project once in %s order', async (sortBy, compare) => {
    const everything = (await list(`limit=1000&sort_by=${sortBy}`)).items;
    expect(everything.length).toBeGreaterThanOrEqual(60);
    expect(everything).toEqual([...everything].sort(compare));
    const paged = await walk(`limit=7&sort_by=${sortBy}`);
    expect(paged.map(({ id }) => id)).toEqual(everything.map(({ id }) => id));
  });

  it('keeps page boundaries stable while projects are created and deleted between pages', async () => {
    const before = (await list('limit=1000&sort_by=name_descending')).items;
    const doomed = new Set<string>();
    /** Each project created during the walk, and the name the cursor stood at then. */
    const created: [name: string, cursor: string][] = [];
    const seen = await walk('limit=9&sort_by=name_descending', async (pageNumber, last) => {
      // One project sorting before the cursor (already passed) and one after it (still to come) per page…
      for (const name of [`page-zz-${pageNumber}`, `aaa-${pageNumber}`]) {
        created.push([(await createProject(name)).name, last.name]);
      }
      // …and one project still to come deleted (its default VPC goes first, as the platform requires).
      const cursor = before.findIndex(({ id }) => id === last.id);
      const victim = cursor === -1 ? undefined : before[cursor + 3];
      if (victim?.name.startsWith('page-') && !doomed.has(victim.name)) {
        doomed.add(victim.name);
        for (const path of [
          `/v1/vpc-subnets/default?project=${victim.name}&vpc=default`,
          `/v1/vpcs/default?project=${victim.name}`,
          `/v1/projects/${victim.name}`,
        ]) {
          expect((await platform.fetchAs('hannah', path, { method: 'DELETE' })).status).toBe(204);
        }
      }
    });
    const names = seen.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort().reverse());
    // Every project that lived through the walk was seen; none that was deleted before its page was.
    for (const { name } of before) expect(names.includes(name)).toBe(!doomed.has(name));
    // Projects created behind the cursor were not; those created ahead of it (below it, descending) were.
    expect(created.some(([name, cursor]) => name < cursor)).toBe(true);
    for (const [name, cursor] of created) expect(names.includes(name)).toBe(name < cursor);
  });

  it('accepts a token in the format it has always had, and refuses one for another sort', async () => {
    const first = await list('limit=2');
    const last = first.items[1] as Row;
    const token = Buffer.from(
      JSON.stringify({ v: 1, sort: 'name_ascending', after: `${last.name}\u0000${last.id}` }),
    ).toString('base64url');
    expect(token).toBe(first.next_page);
    const response = await platform.fetchAs(
      'hannah',
      `/v1/projects?limit=2&sort_by=name_descending&page_token=${token}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'unable to parse query string: invalid page token',
    });
  });
});
