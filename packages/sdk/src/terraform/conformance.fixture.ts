// Reads a generated document with HashiCorp's own HCL parser (compiled to WebAssembly, @cdktf/hcl2json) and
// lists every way it breaks the provider's expectations. An empty list is a document Terraform accepts.
import { parse } from '@cdktf/hcl2json';
import {
  type ArgumentRule,
  DATA_SOURCES,
  type ImportForm,
  RESOURCES,
} from './provider-expectations.fixture.js';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Blocks = Record<string, Record<string, Record<string, Json>[]>>;

/** The document as Terraform's JSON syntax: what HCL read. Rejects a document HCL cannot parse. */
export const readHcl = (text: string) => parse('main.tf', text) as Promise<Record<string, Json>>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMPORT_ID: Record<ImportForm, RegExp> = {
  uuid: new RegExp(`^${UUID}$`),
  'uuid/uuid': new RegExp(`^${UUID}/${UUID}$`),
  none: /^$/,
};
const ANY_UUID = new RegExp(UUID, 'i');
const EXPRESSION = /^\$\{(.*)\}$/s;
const REFERENCE = /\b(data\.[a-z_]+\.[A-Za-z0-9_-]+|var\.[A-Za-z0-9_-]+|oxide_[a-z_]+\.[A-Za-z0-9_-]+)/g;

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValue(path: string, value: Json, rule: ArgumentRule, problems: string[]) {
  if (rule.readOnly) return void problems.push(`${path} is read-only and must not be written`);
  // A reference or a variable stands for any kind of value.
  if (typeof value === 'string' && EXPRESSION.test(value)) return;
  const kindOk = {
    string: typeof value === 'string',
    number: typeof value === 'number' && Number.isInteger(value),
    bool: typeof value === 'boolean',
    strings: Array.isArray(value) && value.every((v) => typeof v === 'string'),
    numbers: Array.isArray(value) && value.every((v) => typeof v === 'number'),
    object: isObject(value),
    objects: Array.isArray(value) && value.every(isObject),
    map: isObject(value),
  }[rule.kind];
  if (!kindOk) return void problems.push(`${path} should be ${rule.kind}, is ${JSON.stringify(value)}`);
  if (rule.values && !rule.values.includes(value as string | number)) {
    problems.push(`${path} = ${JSON.stringify(value)} is not one of ${rule.values.join(', ')}`);
  }
  if (!rule.nested) return;
  if (rule.kind === 'object') checkArguments(path, value as Record<string, Json>, rule.nested, problems);
  if (rule.kind === 'objects') {
    (value as Record<string, Json>[]).forEach((item, i) => {
      checkArguments(`${path}[${i}]`, item, rule.nested ?? {}, problems);
    });
  }
  if (rule.kind === 'map') {
    for (const [key, item] of Object.entries(value as Record<string, Json>)) {
      if (!isObject(item)) problems.push(`${path}["${key}"] should be an object`);
      else checkArguments(`${path}["${key}"]`, item, rule.nested, problems);
    }
  }
}

function checkArguments(
  path: string,
  body: Record<string, Json>,
  rules: Readonly<Record<string, ArgumentRule>>,
  problems: string[],
) {
  for (const [name, value] of Object.entries(body)) {
    const rule = rules[name];
    if (!rule) problems.push(`${path}.${name} is not an argument of the provider`);
    else checkValue(`${path}.${name}`, value, rule, problems);
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.required && !(name in body)) problems.push(`${path}.${name} is required`);
  }
}

/** Every string of a value, with its path, for the reference and UUID checks. */
function* strings(path: string, value: Json): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* strings(`${path}[${i}]`, item);
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) yield* strings(`${path}.${key}`, item);
}

/** The problems of a document; `imports: 'every'` for an export, where each resource that can be imported is. */
export async function checkDocument(
  text: string,
  { imports, uuidsAllowedIn = [] }: { imports: 'every' | 'none'; uuidsAllowedIn?: readonly string[] },
): Promise<string[]> {
  const json = await readHcl(text);
  const problems: string[] = [];
  const declared = new Set<string>();
  const resources = (json.resource ?? {}) as Blocks;
  const data = (json.data ?? {}) as Blocks;
  for (const [type, byName] of Object.entries(resources)) {
    for (const name of Object.keys(byName)) declared.add(`${type}.${name}`);
  }
  for (const [type, byName] of Object.entries(data)) {
    for (const name of Object.keys(byName)) declared.add(`data.${type}.${name}`);
  }
  for (const name of Object.keys((json.variable ?? {}) as Record<string, Json>)) declared.add(`var.${name}`);

  const bodies: [string, Record<string, Json>][] = [];
  for (const [type, byName] of Object.entries(resources)) {
    const rule = RESOURCES[type];
    for (const [name, [body]] of Object.entries(byName)) {
      const path = `${type}.${name}`;
      if (!rule || !body) {
        problems.push(`${path}: no such resource in the provider`);
        continue;
      }
      const { lifecycle, ...args } = body;
      checkArguments(path, args, rule.arguments, problems);
      bodies.push([path, args]);
      if (lifecycle !== undefined && !Array.isArray(lifecycle))
        problems.push(`${path}.lifecycle should be a block`);
    }
  }
  for (const [type, byName] of Object.entries(data)) {
    const rules = DATA_SOURCES[type];
    for (const [name, [body]] of Object.entries(byName)) {
      if (!rules || !body) problems.push(`data.${type}.${name}: no such data source`);
      else {
        checkArguments(`data.${type}.${name}`, body, rules, problems);
        bodies.push([`data.${type}.${name}`, body]);
      }
    }
  }

  for (const [path, body] of bodies) {
    for (const [at, value] of strings(path, body)) {
      const expression = EXPRESSION.exec(value)?.[1];
      if (expression) {
        for (const [reference] of expression.matchAll(REFERENCE)) {
          const target = reference
            .split('.')
            .slice(0, reference.startsWith('data.') ? 3 : 2)
            .join('.');
          if (!declared.has(target)) problems.push(`${at} refers to ${target}, which is not declared`);
        }
      } else if (ANY_UUID.test(value) && !uuidsAllowedIn.some((allowed) => at.endsWith(allowed))) {
        problems.push(`${at} holds a pasted UUID instead of a reference or a lookup by name`);
      }
    }
  }

  const imported = new Map<string, number>();
  for (const block of (json.import ?? []) as Record<string, Json>[]) {
    const to = EXPRESSION.exec(String(block.to))?.[1] ?? '';
    const type = to.split('.')[0] as string;
    imported.set(to, (imported.get(to) ?? 0) + 1);
    if (!declared.has(to)) problems.push(`import of ${to}, which is not declared`);
    const form = RESOURCES[type]?.importId ?? 'none';
    if (!IMPORT_ID[form].test(String(block.id)) || form === 'none') {
      problems.push(`import of ${to}: id ${String(block.id)} is not of the form ${form}`);
    }
  }
  for (const [type, byName] of Object.entries(resources)) {
    for (const name of Object.keys(byName)) {
      const count = imported.get(`${type}.${name}`) ?? 0;
      const expected = imports === 'every' && RESOURCES[type]?.importId !== 'none' ? 1 : 0;
      if (count !== expected)
        problems.push(`${type}.${name} has ${count} import blocks, expected ${expected}`);
    }
  }
  return problems;
}

/** What HCL reads a generated string literal as (Terraform's JSON syntax doubles `${` and `%{`). */
export async function readBack(literal: string): Promise<string> {
  const call = /^jsondecode\((".*")\)$/s.exec(literal);
  const { value } = (await readHcl(`value = ${call ? call[1] : literal}\n`)) as { value: string };
  const text = value.replace(/\$\$\{|%%\{|\$\{|%\{/g, (sequence) => {
    if (sequence.length === 2) throw new Error(`${literal} holds a template sequence, not text`);
    return sequence.slice(1);
  });
  return call ? (JSON.parse(text) as string) : text;
}
