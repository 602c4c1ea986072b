import * as contract from '@rackconsole/sdk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerEncoder, encodeAnswer, OUTSIDE_CONTRACT } from './answer-encoder';

/** The encoder and zod must agree on validity, and the text must be zod's output as JSON when valid. */
function expectAgreement(schema: z.ZodType, value: unknown) {
  const zod = schema.safeParse(value);
  const text = answerEncoder(schema)(value);
  if (zod.success) expect(text).toBe(JSON.stringify(zod.data));
  else expect(text).toBe(OUTSIDE_CONTRACT);
  return zod.success;
}

const uuid = '5f0e2a8b-1c3d-4e5f-8a9b-000000000001';
const time = '2026-01-05T09:42:00.000Z';

describe('compiled answer encoders', () => {
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

  it('accepts what zod accepts, with zod output: undeclared keys dropped, defaults filled in', () => {
    expect(expectAgreement(Item, { ...valid, pending_states: ['stopped'], hint: 'h' })).toBe(true);
    const written = JSON.parse(String(answerEncoder(Item)(valid)));
    expect(written).toMatchObject({ count: 3 });
    expect(written).not.toHaveProperty('hint');
    expect(expectAgreement(Item, { ...valid, hint: undefined, count: 7 })).toBe(true);
  });

  it.each([
    ['a malformed id', { id: 'not-a-uuid' }],
    ['a name breaking its pattern', { name: 'Web' }],
    ['a name too long', { name: 'abcdefghi' }],
    ['an empty name', { name: '' }],
    ['a timestamp without a zone', { time_created: '2026-01-05T09:42:00' }],
    ['a negative size', { size: -1 }],
    ['a fractional size', { size: 1.5 }],
    ['an unsafe integer', { size: 2 ** 60 }],
    ['a ratio over its maximum', { ratio: 1.5 }],
    ['an infinite ratio', { ratio: Number.POSITIVE_INFINITY }],
    ['a value outside the enum', { state: 'paused' }],
    ['a wrong literal', { kind: 'disk' }],
    ['a string for a boolean', { flag: 'true' }],
    ['undefined for a nullable', { note: undefined }],
    ['a number for an optional string', { hint: 4 }],
    ['a wrong type under a default', { count: 'three' }],
  ])('refuses %s, as zod does', (_, change) => {
    expect(expectAgreement(Item, { ...valid, ...change })).toBe(false);
  });

  it('refuses a missing required key and anything that is not an object', () => {
    const { id: _, ...withoutId } = valid;
    expect(expectAgreement(Item, withoutId)).toBe(false);
    for (const value of [null, undefined, [], 'text', 4]) expect(expectAgreement(Item, value)).toBe(false);
  });

  it('follows zod on strict objects, arrays, unions and discriminated unions', () => {
    const Strict = z.strictObject({ a: z.string() });
    expect(expectAgreement(Strict, { a: 'x' })).toBe(true);
    expect(expectAgreement(Strict, { a: 'x', b: 1 })).toBe(false);

    const Page = z.object({ items: z.array(Item), next_page: z.string().nullable().optional() });
    expect(expectAgreement(Page, { items: [valid, { ...valid, extra: 1 }], next_page: null })).toBe(true);
    expect(expectAgreement(Page, { items: [valid, { ...valid, size: -2 }] })).toBe(false);
    expect(expectAgreement(Page, { items: 'none' })).toBe(false);

    const Address = z.union([z.guid(), z.object({ ip: z.string() }), z.null()]);
    for (const value of [uuid, { ip: '10.0.0.1', port: 1 }, null, 'nope', { port: 1 }]) {
      expectAgreement(Address, value);
    }

    const Target = z.discriminatedUnion('type', [
      z.object({ type: z.literal('ip'), value: z.string() }),
      z.object({ type: z.literal('subnet'), value: z.string(), mask: z.int().optional() }),
    ]);
    for (const value of [
      { type: 'ip', value: '10.0.0.1', mask: 4 },
      { type: 'subnet', value: 'default', mask: 24 },
      { type: 'vpc', value: 'x' },
      { type: 'ip' },
      'ip',
    ]) {
      expectAgreement(Target, value);
    }
  });

  it('hands the shapes it does not model to zod', () => {
    const Roles = z.object({
      roles: z.record(z.string(), z.array(z.string())),
      at: z.string().pipe(z.iso.date()),
    });
    expect(expectAgreement(Roles, { roles: { admin: ['a'] }, at: '2026-01-05' })).toBe(true);
    expect(expectAgreement(Roles, { roles: { admin: [1] }, at: '2026-01-05' })).toBe(false);
  });

  it('compiles every response schema of the contract', () => {
    const operations = Object.values(contract.operations) as { response?: z.ZodType }[];
    for (const { response } of operations) {
      if (!response) continue;
      // An object nothing satisfies and a null exercise the generated code without needing real answers.
      expectAgreement(response, {});
      expectAgreement(response, null);
    }
  });

  it('writes a row again when it changed in place, and keeps no text for rows with nested values', () => {
    // Every field a plain value (none left to its default): the row's text is kept after the first write.
    const row: Record<string, unknown> = { ...valid, extra: 1, count: 3 };
    expect(expectAgreement(Item, row)).toBe(true);
    expect(expectAgreement(Item, row)).toBe(true);
    row.name = 'db';
    row.size = 9;
    expect(JSON.parse(String(answerEncoder(Item)(row)))).toMatchObject({ name: 'db', size: 9 });
    row.size = -1;
    expect(expectAgreement(Item, row)).toBe(false);
    row.size = 9;
    delete row.note;
    expect(expectAgreement(Item, row)).toBe(false);

    const Holder = z.object({ tags: z.array(z.string()), hint: z.string().optional() });
    const holder: { tags: unknown[]; hint?: string } = { tags: ['a'] };
    expect(expectAgreement(Holder, holder)).toBe(true);
    holder.tags.push(4);
    expect(expectAgreement(Holder, holder)).toBe(false);
    holder.tags.pop();
    holder.hint = 'later';
    expect(answerEncoder(Holder)(holder)).toBe('{"tags":["a"],"hint":"later"}');
  });

  it("reports an answer outside the contract with zod's message", () => {
    const Named = z.object({ name: z.string() });
    expect(encodeAnswer('thing_view', Named, { name: 'ok', secret: 1 })).toBe('{"name":"ok"}');
    expect(() => encodeAnswer('thing_view', Named, { name: 4 })).toThrow(
      /^thing_view answered outside the contract: .*expected string/s,
    );
  });
});
