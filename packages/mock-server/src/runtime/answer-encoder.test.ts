import * as contract from '@rackconsole/sdk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriter, encodeAnswer } from './answer-encoder';

/** For a value in the contract, the writer's text must be zod's output as JSON. */
function expectAgreement(schema: z.ZodType, value: unknown) {
  const zod = schema.safeParse(value);
  expect(zod.success).toBe(true);
  if (zod.success) expect(answerWriter(schema)(value)).toBe(JSON.stringify(zod.data));
}

const uuid = '5f0e2a8b-1c3d-4e5f-8a9b-000000000001';
const time = '2026-01-05T09:42:00.000Z';

describe('answer writers', () => {
  const Item = z.object({
    id: z.guid(),
    name: z
      .string()
      .min(1)
      .max(8)
      .regex(/^[a-z-]+$/),
    time_created: z.iso.datetime({ offset: true }),
    size: z.int().min(0),
    ratio: z.number().max(1),
    state: z.enum(['running', 'stopped']),
    kind: z.literal('instance'),
    flag: z.boolean(),
    note: z.string().nullable(),
    hint: z.string().optional(),
    count: z.int().default(3),
    extra: z.unknown(),
  });
  const valid = {
    id: uuid,
    name: 'web',
    time_created: time,
    size: 4,
    ratio: 0.5,
    state: 'running',
    kind: 'instance',
    flag: true,
    note: null,
    extra: { any: ['thing'] },
  };

  it('writes what zod outputs: undeclared keys dropped, defaults filled in', () => {
    expectAgreement(Item, { ...valid, pending_states: ['stopped'], hint: 'h' });
    const written = JSON.parse(String(answerWriter(Item)(valid)));
    expect(written).toMatchObject({ count: 3 });
    expect(written).not.toHaveProperty('hint');
    expectAgreement(Item, { ...valid, hint: undefined, count: 7 });
  });

  it.each([
    ['a malformed id', { id: 'not-a-uuid' }],
    ['a name breaking its pattern', { name: 'Web' }],
    ['a negative size', { size: -1 }],
    ['a value outside the enum', { state: 'paused' }],
    ['undefined for a nullable', { note: undefined }],
  ])("refuses an answer with %s under test, with zod's message", (_, change) => {
    expect(() => encodeAnswer('thing_view', Item, { ...valid, ...change })).toThrow(
      /^thing_view answered outside the contract: /,
    );
  });

  it('refuses a missing required key and anything that is not an object, under test', () => {
    const { id: _, ...withoutId } = valid;
    for (const value of [withoutId, null, [], 'text', 4]) {
      expect(() => encodeAnswer('thing_view', Item, value)).toThrow(/answered outside the contract/);
    }
  });

  it('follows zod on strict objects, arrays, nullable fields, unions and discriminated unions', () => {
    expectAgreement(z.strictObject({ a: z.string() }), { a: 'x' });

    const Page = z.object({ items: z.array(Item), next_page: z.string().nullable().optional() });
    expectAgreement(Page, { items: [valid, { ...valid, extra: 1, internal_id: uuid }], next_page: null });
    expectAgreement(Page, { items: [] });

    const Address = z.union([z.guid(), z.object({ ip: z.string() }), z.null()]);
    for (const value of [uuid, { ip: '10.0.0.1', port: 1 }, null]) expectAgreement(Address, value);

    // Options told apart by a tag, and by which required fields are there, each writing only its own fields.
    const Target = z.discriminatedUnion('type', [
      z.object({ type: z.literal('ip'), value: z.string() }),
      z.object({ type: z.literal('subnet'), value: z.string(), mask: z.int().optional() }),
    ]);
    for (const value of [
      { type: 'ip', value: '10.0.0.1', mask: 4 },
      { type: 'subnet', value: 'default', mask: 24, vpc_id: uuid },
    ]) {
      expectAgreement(Target, value);
    }
    const Either = z.union([z.object({ a: z.string() }), z.object({ b: z.string(), c: z.int().default(1) })]);
    for (const value of [{ a: 'x', b: 'y' }, { b: 'y' }, { b: 'y', c: 2, d: 3 }])
      expectAgreement(Either, value);
  });

  it('writes records, pipes and unknown values as zod outputs them', () => {
    const Roles = z.object({
      roles: z.record(z.string(), z.array(z.string())),
      at: z.string().pipe(z.iso.date()),
      extra: z.unknown(),
    });
    expectAgreement(Roles, { roles: { admin: ['a'], viewer: [] }, at: '2026-01-05', extra: { any: [1] } });
  });

  it('builds a writer for every response schema of the contract', () => {
    const operations = Object.values(contract.operations) as { response?: z.ZodType }[];
    for (const { response } of operations) {
      if (response) expect(typeof answerWriter(response)).toBe('function');
    }
  });

  it('writes a row again when it changed in place, and keeps no text for rows with nested values', () => {
    // Every field a plain value (none left to its default): the row's text is kept after the first write.
    const row: Record<string, unknown> = { ...valid, extra: 1, count: 3 };
    expectAgreement(Item, row);
    expectAgreement(Item, row);
    row.name = 'db';
    row.size = 9;
    expect(JSON.parse(String(answerWriter(Item)(row)))).toMatchObject({ name: 'db', size: 9 });
    row.note = 'later';
    expectAgreement(Item, row);

    const Holder = z.object({ tags: z.array(z.string()), hint: z.string().optional() });
    const holder: { tags: string[]; hint?: string } = { tags: ['a'] };
    expectAgreement(Holder, holder);
    holder.tags.push('b');
    expectAgreement(Holder, holder);
    holder.hint = 'later';
    expect(answerWriter(Holder)(holder)).toBe('{"tags":["a","b"],"hint":"later"}');
  });

  it("reports an answer outside the contract with zod's message", () => {
    const Named = z.object({ name: z.string() });
    expect(encodeAnswer('thing_view', Named, { name: 'ok', secret: 1 })).toBe('{"name":"ok"}');
    expect(() => encodeAnswer('thing_view', Named, { name: 4 })).toThrow(
      /^thing_view answered outside the contract: .*expected string/s,
    );
  });
});
