import type { ApiResult } from '../client/result.js';
import { DEFAULT_PAGE_SIZE } from '../util/index.js';
import { PlatformCallError } from './call-or-throw.js';

/** One page of a platform list: its items and the token of the next page, if any. */
export interface Page<Item> {
  items: Item[];
  nextPage?: string | null;
}

/** Fetches one page given the previous page's token (undefined for the first page) and a page size. */
export type PageFetcher<Item> = (
  pageToken: string | undefined,
  limit: number,
) => Promise<ApiResult<Page<Item>>>;

/** Each page's result in order, until the list ends or a page fails (the failure is the last result). */
async function* pageResults<Item>(
  fetchPage: PageFetcher<Item>,
  pageSize: number,
): AsyncGenerator<ApiResult<Page<Item>>> {
  let pageToken: string | undefined;
  for (;;) {
    const result = await fetchPage(pageToken, pageSize);
    yield result;
    if (result.type !== 'success') return;
    pageToken = result.data.nextPage ?? undefined;
    if (!pageToken) return;
  }
}

/**
 * Every item of a list, one at a time, fetching each page only when the loop gets to it:
 * `for await (const instance of paginate((pageToken, limit) => api.instanceList({ query: { project, pageToken, limit } })))`.
 * A failed page throws a `PlatformCallError`; breaking out of the loop fetches no further page.
 */
export async function* paginate<Item>(
  fetchPage: PageFetcher<Item>,
  { pageSize = DEFAULT_PAGE_SIZE } = {},
): AsyncGenerator<Item, void, undefined> {
  for await (const result of pageResults(fetchPage, pageSize)) {
    if (result.type !== 'success') throw new PlatformCallError('paginate', result);
    yield* result.data.items;
  }
}

/**
 * Follows page tokens until the list ends and returns every item, or the first failure.
 * `maxItems` bounds the walk so a runaway list cannot exhaust memory.
 */
export async function listAll<Item>(
  fetchPage: PageFetcher<Item>,
  { pageSize = DEFAULT_PAGE_SIZE, maxItems = Number.POSITIVE_INFINITY } = {},
): Promise<ApiResult<Item[]>> {
  const items: Item[] = [];
  let last: ApiResult<Page<Item>> | undefined;
  for await (const result of pageResults(fetchPage, pageSize)) {
    if (result.type !== 'success') return result;
    last = result;
    items.push(...result.data.items);
    if (items.length >= maxItems) break;
  }
  // The walk yields at least one page, so `last` holds the final successful one here.
  return { ...(last as ApiResult<Page<Item>> & { type: 'success' }), data: items.slice(0, maxItems) };
}
