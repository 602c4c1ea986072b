import type { ApiResult } from '../client/result.js';
import { DEFAULT_PAGE_SIZE } from '../util/index.js';

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

/**
 * Follows page tokens until the list ends and returns every item, or the first failure.
 * `maxItems` bounds the walk so a runaway list cannot exhaust memory.
 */
export async function listAll<Item>(
  fetchPage: PageFetcher<Item>,
  { pageSize = DEFAULT_PAGE_SIZE, maxItems = Number.POSITIVE_INFINITY } = {},
): Promise<ApiResult<Item[]>> {
  const items: Item[] = [];
  let pageToken: string | undefined;
  for (;;) {
    const result = await fetchPage(pageToken, pageSize);
    if (result.type !== 'success') return result;
    items.push(...result.data.items);
    pageToken = result.data.nextPage ?? undefined;
    if (!pageToken || items.length >= maxItems) {
      return { ...result, data: items.slice(0, maxItems) };
    }
  }
}
