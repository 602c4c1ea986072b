import { Api } from '@oxide/api';
import { describe, expect, it } from 'vitest';
import { camelToSnake, snakeToCamel } from '../client/casing.js';
import { IN_SCOPE_OPERATIONS } from './in-scope-operations.fixture.js';
import { operations as allOperations, operationsAt } from './index.js';

/** `@oxide/api@0.9.0` speaks the oldest version, so the contract is compared as that version has it. */
const operations = operationsAt(allOperations, '2026073100.0.0');

const inScope = Object.values(IN_SCOPE_OPERATIONS).flat();

/** Path parameters that print as `{name}`, so a call reveals the path template it was built from. */
const templateParams = new Proxy({}, { get: (_, name) => `{${camelToSnake(String(name))}}` });

/** Calls one method of the official client and records the method and path template it requests. */
async function officialRoute(name: string) {
  const api = new Api({ host: 'http://platform.test' });
  let seen: { method: string; path: string } | undefined;
  api.request = async (params) => {
    seen = { method: String(params.method).toLowerCase(), path: params.path };
    return { type: 'success', data: {}, response: new Response() } as never;
  };
  const method = (api.methods as Record<string, (params: unknown) => Promise<unknown>>)[name];
  if (!method) return undefined;
  await method({ path: templateParams, query: {}, body: {} });
  return seen;
}

describe('contract coverage', () => {
  it('defines exactly the 315 operations of the platform API version 2026073100', () => {
    expect(inScope).toHaveLength(315);
    expect(Object.keys(operations).sort()).toEqual([...inScope].sort());
  });

  it('names every path parameter of every path template, and nothing else', () => {
    for (const [operationId, operation] of Object.entries(operations)) {
      const inTemplate = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys(('pathParams' in operation && operation.pathParams) || {}).sort();
      expect(declared, operationId).toEqual(inTemplate);
    }
  });

  it.each(inScope.filter((id) => id !== 'instance_serial_console_stream'))(
    '%s matches the official client (method and path)',
    async (operationId) => {
      const operation = operations[operationId as keyof typeof operations];
      const route = await officialRoute(snakeToCamel(operationId));
      expect(route, `@oxide/api has no ${snakeToCamel(operationId)}`).toBeDefined();
      expect(route).toEqual({ method: operation.method, path: operation.path });
    },
  );

  it('instance_serial_console_stream matches the official websocket route', () => {
    const opened: string[] = [];
    const original = globalThis.WebSocket;
    globalThis.WebSocket = class {
      constructor(url: string) {
        opened.push(url);
      }
    } as never;
    try {
      new Api().ws.instanceSerialConsoleStream({ host: 'platform.test', path: templateParams as never });
    } finally {
      globalThis.WebSocket = original;
    }
    expect(opened[0]).toBe(`wss://platform.test${operations.instance_serial_console_stream.path}`);
  });
});
