import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../client/result.js';
import { PlatformCallError } from './call-or-throw.js';
import { listAll, type Page, paginate } from './pagination.js';

const pages: Record<string, Page<number>> = {
  first: { items: [1, 2], nextPage: 't2' },
  t2: { items: [3, 4], nextPage: 't3' },
  t3: { items: [5], nextPage: null },
};

const success = (data: Page<number>): ApiResult<Page<number>> => ({
  type: 'success',
  data,
  statusCode: 200,
  response: new Response(),
});

describe('listAll', () => {
  it('follows page tokens to the end', async () => {
    const tokens: (string | undefined)[] = [];
    const result = await listAll(async (token) => {
      tokens.push(token);
      return success(pages[token ?? 'first']!);
    });
    expect(result).toMatchObject({ type: 'success', data: [1, 2, 3, 4, 5] });
    expect(tokens).toEqual([undefined, 't2', 't3']);
  });

  it('passes the page size and stops at maxItems', async () => {
    const limits: number[] = [];
    const result = await listAll(
      async (token, limit) => {
        limits.push(limit);
        return success(pages[token ?? 'first']!);
      },
      { pageSize: 2, maxItems: 3 },
    );
    expect(result).toMatchObject({ type: 'success', data: [1, 2, 3] });
    expect(limits).toEqual([2, 2]);
  });
});

describe('paginate', () => {
  it('yields every item with for await, fetching a page only when the loop reaches it', async () => {
    const tokens: (string | undefined)[] = [];
    const seen: number[] = [];
    for await (const item of paginate(async (token) => {
      tokens.push(token);
      return success(pages[token ?? 'first']!);
    })) {
      seen.push(item);
      if (item === 3) break;
    }
    expect(seen).toEqual([1, 2, 3]);
    // Breaking out after the second page's first item fetched no third page.
    expect(tokens).toEqual([undefined, 't2']);
  });

  it('throws the failed page as a PlatformCallError, after the items before it', async () => {
    const seen: number[] = [];
    const failing = paginate<number>(async (token) =>
      token
        ? {
            type: 'error',
            data: { errorCode: 'ServiceUnavailable', message: 'try later', requestId: 'r' },
            statusCode: 503,
            response: new Response(),
          }
        : success(pages.first!),
    );
    await expect(
      (async () => {
        for await (const item of failing) seen.push(item);
      })(),
    ).rejects.toBeInstanceOf(PlatformCallError);
    expect(seen).toEqual([1, 2]);
  });
});
