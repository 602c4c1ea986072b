import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../client/result.js';
import { listAll, type Page } from './pagination.js';

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
