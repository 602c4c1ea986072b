import { createApi, type OperationName, operationRoute, snakeToCamel } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { SentAnswers } from './answers';

// Every operation of the table, with the plan of its answer: for each, the SDK's data of an answer that
// exercises the plan (free-form keys in every spelling, records, lists, microsecond timestamps) must print as
// the answer was sent, whole and part by part.

type KeyPlan = NonNullable<ReturnType<typeof operationRoute>['responseKeys']>;

const MICROSECONDS = '2026-08-14T09:00:00.123456Z';

/** Free-form JSON: keys the SDK must leave alone, and a timestamp it must not revive. */
const freeForm = () => ({
  fooBar: { 'baz-qux': [1, { Deep_Key: 'x', time_modified: '2026-08-14T09:00:00Z' }] },
  snake_key: { inner_list: [{ a_b: true }] },
  time_created: MICROSECONDS,
});

/** An answer shaped by `plan`; with `lists`, every planned part is a list of two. */
function sampleOf(plan: KeyPlan | undefined, lists: boolean): unknown {
  const part = (child: KeyPlan | undefined) =>
    lists ? [sampleOf(child, lists), sampleOf(child, lists)] : sampleOf(child, lists);
  if (plan === 'data') return freeForm();
  if (plan !== undefined && 'keys' in plan) {
    return { someKey: part(plan.values), 'other-key': part(plan.values), third_key: part(plan.values) };
  }
  const value: Record<string, unknown> = {
    time_created: MICROSECONDS,
    run_state: 'running',
    nested_part: { inner_key: 1, time_modified: MICROSECONDS, values: [{ ipv4_block: '10.0.0.0/24' }] },
    nothing: null,
  };
  for (const [key, child] of Object.entries(plan?.properties ?? {})) value[key] = part(child);
  return value;
}

/** Every object and array in a value. */
function containersOf(value: unknown, found: unknown[] = []): unknown[] {
  if (typeof value !== 'object' || value === null || value instanceof Date) return found;
  found.push(value);
  for (const child of Object.values(value)) containersOf(child, found);
  return found;
}

/** An SDK client whose every call is answered with `answer`, paired by `answers`. */
function clientAnswering(answers: SentAnswers, answer: () => unknown) {
  return answers.pairing(
    createApi({
      host: 'http://rack.test',
      fetch: async () =>
        new Response(JSON.stringify(answer()), { headers: { 'content-type': 'application/json' } }),
    }),
  );
}

const operations = Object.keys(createApi()) as OperationName[];

describe('SentAnswers', () => {
  it('covers operations with every kind of plan', () => {
    const kinds = new Set<string>();
    const visit = (plan: KeyPlan | undefined): void => {
      if (plan === undefined || plan === 'data') kinds.add(String(plan));
      else if ('keys' in plan) {
        kinds.add(plan.values === undefined ? 'record' : 'record of planned values');
        visit(plan.values);
      } else {
        kinds.add('properties');
        for (const child of Object.values(plan.properties)) visit(child);
      }
    };
    for (const name of operations) visit(operationRoute(name).responseKeys);
    expect([...kinds].sort()).toEqual([
      'data',
      'properties',
      'record',
      'record of planned values',
      'undefined',
    ]);
  });

  for (const lists of [false, true]) {
    it(`prints every operation's answer as sent, whole and by part${lists ? ' (planned parts in lists)' : ''}`, async () => {
      for (const name of operations) {
        const { method, responseEncoding, responseKeys } = operationRoute(name);
        if (responseEncoding === 'binary') continue;
        const sent = sampleOf(responseKeys, lists) as Record<string, unknown>;
        const answers = new SentAnswers();
        const call = clientAnswering(answers, () => sent)[name] as (params: unknown) => Promise<unknown>;
        const body = method === 'get' || method === 'head' ? undefined : {};
        const result = (await call({ path: {}, query: {}, body })) as { type: string; data: unknown };
        expect(result.type, name).toBe('success');
        const data = result.data as Record<string, unknown>;
        // The SDK did change it (camelCase keys, Dates), unless the whole answer is free-form.
        if (responseKeys !== 'data') expect(data.timeCreated, name).toBeInstanceOf(Date);

        const printed = answers.wireOf(data);
        expect(printed, name).toEqual(sent);
        // Each part of the data prints as a part of the same answer.
        const parts = new Set(containersOf(printed));
        for (const part of containersOf(data)) expect(parts.has(answers.wireOf(part)), name).toBe(true);
        for (const key of Object.keys(sent)) {
          if (typeof sent[key] === 'object' && sent[key] !== null) {
            const read = data[responseKeys === 'data' ? key : snakeToCamel(key)];
            expect(answers.wireOf(read), `${name} ${key}`).toEqual(sent[key]);
          }
        }
      }
    });
  }

  it('prints an object of rackctl’s own in snake_case, the answers in it as sent', async () => {
    const answers = new SentAnswers();
    const sent = { id: 'u1', display_name: 'Hannah', time_created: MICROSECONDS };
    const user = (await clientAnswering(answers, () => sent).currentUserView()) as { data: unknown };
    const status = {
      host: 'https://rack.test',
      clientApiVersion: 'v1',
      user: user.data,
      profiles: [{ isActive: true }],
    };
    expect(answers.wireOf(status)).toEqual({
      host: 'https://rack.test',
      client_api_version: 'v1',
      user: sent,
      profiles: [{ is_active: true }],
    });
  });

  it('leaves an answer that is not JSON to the SDK, which refuses it', async () => {
    const answers = new SentAnswers();
    const api = answers.pairing(
      createApi({
        host: 'http://rack.test',
        fetch: async () => new Response('<html>proxy</html>', { status: 200 }),
      }),
    );
    const result = await api.projectList();
    expect(result.type).toBe('client_error');
  });
});
