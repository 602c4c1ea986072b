import type { TimeseriesSchema } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { completionsAt, offsetOf, tokenize } from './oxqlText';

const schema = (name: string, fields: string[]) =>
  ({
    timeseriesName: name,
    units: 'count',
    fieldSchema: fields.map((field) => ({
      name: field,
      fieldType: 'uuid',
      source: 'target',
      description: '',
    })),
  }) as unknown as TimeseriesSchema;
const SCHEMAS = [
  schema('virtual_disk:reads', ['disk_id', 'project_id']),
  schema('virtual_disk:writes', ['disk_id']),
  schema('virtual_machine:vcpu_usage', ['instance_id', 'state']),
];

const labels = (text: string, caret = text.length) =>
  completionsAt(text, caret, SCHEMAS).suggestions.map((suggestion) => suggestion.label);

describe('tokenize', () => {
  it('covers every character and tells operations, names, literals and operators apart', () => {
    const text =
      'get virtual_disk:reads | filter disk_id == "d" && timestamp > @now() - 5m | align mean_within(1m)';
    const tokens = tokenize(text);
    expect(tokens.map((token) => token.text).join('')).toBe(text);
    const kinds = Object.fromEntries(tokens.filter((t) => t.kind !== 'space').map((t) => [t.text, t.kind]));
    expect(kinds).toMatchObject({
      get: 'operation',
      'virtual_disk:reads': 'timeseries',
      filter: 'operation',
      disk_id: 'field',
      '==': 'operator',
      '"d"': 'string',
      '@now()': 'timestamp',
      '5m': 'number',
      mean_within: 'function',
    });
  });
});

describe('completionsAt', () => {
  it('offers timeseries names after get, operations after a pipe, fields within a stage', () => {
    expect(labels('get virtual_disk:')).toEqual(['virtual_disk:reads', 'virtual_disk:writes']);
    expect(labels('')).toEqual(['get']);
    expect(labels('get virtual_disk:reads | ')).toEqual([
      'filter',
      'align',
      'group_by',
      'join',
      'first',
      'last',
    ]);
    expect(labels('get virtual_disk:reads | g')).toEqual(['group_by']);
    expect(labels('get virtual_disk:reads | filter d')).toEqual(['disk_id', 'datum']);
    expect(labels('get virtual_machine:vcpu_usage | align mean_within(1m) | group_by [i')).toEqual([
      'instance_id',
    ]);
    expect(labels('get virtual_disk:reads | align ')).toEqual(['mean_within', 'interpolate']);
    expect(labels('get a:b | align mean_within(1m) | group_by [x], ')).toEqual(['mean', 'sum']);
    expect(labels('{ get virtual_disk:reads; ')).toEqual(['get']);
  });

  it('replaces the word being typed with the chosen text', () => {
    const text = 'get virtual_disk:reads | gr';
    const completion = completionsAt(text, text.length, SCHEMAS);
    expect(completion).toMatchObject({ from: 25, to: 27 });
    expect(completion.suggestions[0]?.insert).toBe('group_by [');
  });
});

describe('offsetOf', () => {
  it('turns a 1-based line and column into an offset', () => {
    expect(offsetOf('get a:b\n  | frob', 2, 5)).toBe(12);
    expect(offsetOf('get a:b', 1, 99)).toBe(7);
  });
});
