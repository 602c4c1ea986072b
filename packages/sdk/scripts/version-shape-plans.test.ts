import { describe, expect, it } from 'vitest';
import type { SchemaHistory } from '../src/contract/registry';
import { shapePlanOf } from './version-shape-plans';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// A peer address told apart by `type`, whose numbered member renamed `ip`; a host that renamed `name` itself.
const schemas = {
  Address: {
    oneOf: [
      { type: 'object', properties: { type: { const: 'unnumbered' }, lifetime: { type: 'integer' } } },
      { type: 'object', properties: { type: { enum: ['numbered'] }, target_addr: { type: 'string' } } },
    ],
  },
  Host: { type: 'object', properties: { label: { type: 'string' }, peer: ref('Address') } },
  Tree: {
    type: 'object',
    properties: { host: ref('Host'), children: { type: 'array', items: ref('Tree') } },
  },
};
const histories = new Map<string, SchemaHistory>([
  [
    'Address',
    {
      fields: [
        {
          since: '2026081901.0.0',
          variant: { key: 'type', value: 'numbered' },
          renamed: { from: 'ip', to: 'target_addr' },
        },
        { since: '2026081901.0.0', variant: { key: 'type', value: 'numbered' }, added: 'src_addr' },
      ],
    },
  ],
  ['Host', { fields: [{ since: '2026081200.0.0', renamed: { from: 'name', to: 'label' } }] }],
]);
const document = { components: { schemas } };
const plan = (schema: Record<string, unknown>) => shapePlanOf(document, histories, schema);

const address = {
  tag: 'type',
  variants: { numbered: { renamed: [['2026081901.0.0', 'ip', 'target_addr']] } },
};

describe('shapePlanOf', () => {
  it('leads through properties, items, record values and nullable references to the renames', () => {
    expect(plan({ type: 'array', items: ref('Address') })).toEqual(address);
    expect(
      plan({ type: 'object', additionalProperties: { anyOf: [ref('Address'), { type: 'null' }] } }),
    ).toEqual({
      values: address,
    });
    expect(plan(ref('Host'))).toEqual({
      renamed: [['2026081200.0.0', 'name', 'label']],
      properties: { peer: address },
    });
  });

  it('refuses a schema that contains itself and holds renames: a plan is a tree', () => {
    expect(() => plan(ref('Tree'))).toThrow(/Tree contains itself/);
    // One that holds none is walked once and has no plan.
    const list = { type: 'object', properties: { next: ref('List') } };
    expect(shapePlanOf({ components: { schemas: { List: list } } }, histories, ref('List'))).toBeUndefined();
  });

  it('has no plan where nothing was renamed (fields added are left to the types)', () => {
    expect(plan({ type: 'object', properties: { name: { type: 'string' } } })).toBeUndefined();
    const onlyAdded = new Map<string, SchemaHistory>([
      ['Sled', { fields: [{ since: '2026081200.0.0', added: 'slot' }] }],
    ]);
    const sleds = {
      components: { schemas: { Sled: { type: 'object', properties: { slot: { type: 'integer' } } } } },
    };
    expect(shapePlanOf(sleds, onlyAdded, ref('Sled'))).toBeUndefined();
  });

  it('refuses a union whose members hold renames but cannot be told apart', () => {
    const union = { oneOf: [ref('Host'), { type: 'object', properties: { peer: ref('Address') } }] };
    expect(() => plan(union)).toThrow(/no discriminator/);
  });
});
