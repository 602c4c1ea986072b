import * as contract from '@rackconsole/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../store/db';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  token = mintToken();
});
afterAll(() => platform.close());

/** A bearer token minted once, so that fuzz requests are authenticated and reach validation. */
function mintToken() {
  const secret = `fuzz_${Math.random().toString(36).slice(2)}`;
  platform.db.table('accessTokens').set(secret, {
    id: crypto.randomUUID(),
    token: secret,
    user_id: '1c0a4f1e-2b2f-4c7a-8a10-000000000001',
    time_created: new Date().toISOString(),
    time_expires: null,
  });
  return secret;
}

/** `table/id` of every row that differs between two snapshots; the audit log is meant to record the refusals. */
function changedRows(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (table === 'auditLog') continue;
    const rows = new Set([...Object.keys(before[table] ?? {}), ...Object.keys(after[table] ?? {})]);
    for (const id of rows) {
      if (JSON.stringify(before[table]?.[id]) !== JSON.stringify(after[table]?.[id]))
        changed.push(`${table}/${id}`);
    }
  }
  return changed;
}

/** A small deterministic PRNG, so a failure reproduces. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// ('..' is left out: fetch normalises it away before the request is sent.)
const BAD_SEGMENTS = ['Not A Name', '%E0%A4%A', '-x', 'x'.repeat(80), '%00', 'a/b'];
const BAD_BODIES = ['{', '[]', '"text"', '42', 'null', '{"name": 7}', '{"a":', '\u0000'];
const BAD_QUERIES = ['limit=0', 'limit=-5', 'limit=abc', 'limit=1e99', 'page_token=%ZZ', 'sort_by=sideways'];

type Fuzz = { method: string; path: string; body?: string };

/** Requests that each break the contract in at least one place: path, query, body, method or route. */
function malformedRequests(count: number): Fuzz[] {
  const random = prng(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const operations = Object.values(contract.operations as Record<string, contract.Operation>);
  const requests: Fuzz[] = [];
  while (requests.length < count) {
    const operation = pick(operations);
    const params = Object.keys(operation.pathParams ?? {});
    const kind = Math.floor(random() * 5);
    const filled = operation.path.replace(/\{\w+\}/g, 'valid-name');
    if (kind === 0 && params.length > 0) {
      const broken = pick(params);
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === broken ? pick(BAD_SEGMENTS) : 'valid-name',
      );
      requests.push({ method: operation.method, path, body: '{}' });
    } else if (kind === 1 && operation.body && operation.bodyEncoding !== 'form') {
      requests.push({ method: operation.method, path: filled, body: pick(BAD_BODIES) });
    } else if (kind === 2 && operation.query) {
      const applicable = BAD_QUERIES.filter(
        (query) => (query.split('=')[0] as string) in (operation.query ?? {}),
      );
      if (applicable.length > 0)
        requests.push({ method: operation.method, path: `${filled}?${pick(applicable)}`, body: '{}' });
    } else if (kind === 3) {
      requests.push({ method: 'patch', path: filled });
    } else if (kind === 4) {
      requests.push({
        method: pick(['get', 'post', 'delete']),
        path: `/v1/${pick(['nope', 'projectz', 'instances/a/b/c/d'])}`,
      });
    }
  }
  return requests;
}

describe('bad input', () => {
  it('answers thousands of malformed requests with 4xx JSON errors and leaves the store unchanged', async () => {
    const before = platform.db.snapshot();
    const requests = malformedRequests(2500);
    const failures: string[] = [];
    for (let start = 0; start < requests.length; start += 50) {
      await Promise.all(
        requests.slice(start, start + 50).map(async ({ method, path, body }) => {
          const response = await fetch(`${platform.url}${path}`, {
            method: method.toUpperCase(),
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: method === 'get' || method === 'head' ? undefined : body,
            signal: AbortSignal.timeout(5000),
          });
          const text = await response.text();
          const parsed = (() => {
            try {
              return JSON.parse(text) as Record<string, unknown>;
            } catch {
              return undefined;
            }
          })();
          // HEAD answers carry no body, by HTTP's rules; their status must still be a 4xx. Refusals of an
          // operation carry an error code; a path or method no operation matches has none, as on the platform.
          const matchesNothing = response.status === 404 || response.status === 405;
          const wellFormed =
            method === 'head' ||
            (parsed &&
              typeof parsed.message === 'string' &&
              typeof parsed.request_id === 'string' &&
              (typeof parsed.error_code === 'string' || matchesNothing));
          if (response.status < 400 || response.status >= 500 || !wellFormed) {
            failures.push(
              `${method.toUpperCase()} ${path} ${body ?? ''} → ${response.status} ${text.slice(0, 120)}`,
            );
          }
        }),
      );
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(changedRows(before, platform.db.snapshot())).toEqual([]);
  }, 60_000);
});

describe('requests no operation matches', () => {
  it("answer the platform's own 404 and 405 bodies: a message and a request id, no error code", async () => {
    const unknown = await platform.fetchAs('hannah', '/v1/no-such-thing');
    const unknownBody = await unknown.json();
    expect(unknown.status).toBe(404);
    expect(unknownBody).toEqual({ message: 'Not Found', request_id: expect.any(String) });
    expect(unknown.headers.get('x-request-id') ?? unknownBody.request_id).toBe(unknownBody.request_id);
    const wrongMethod = await platform.fetchAs('hannah', '/v1/projects', { method: 'PATCH' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({
      message: 'Method Not Allowed',
      request_id: expect.any(String),
    });
  });
});

describe('concurrency', () => {
  it('100 simultaneous creates of one name: one success, 99 ObjectAlreadyExists, one project', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        platform.api.projectCreate({ body: { name: 'race', description: '' } }),
      ),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
    const refusals = results.filter(
      (result) => result.type === 'error' && result.data.errorCode === 'ObjectAlreadyExists',
    );
    expect(refusals).toHaveLength(99);
    const stored = [...platform.db.table('projects').values()].filter((project) => project.name === 'race');
    expect(stored).toHaveLength(1);
  }, 30_000);
});
