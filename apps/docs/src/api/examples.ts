import type { OpenApiDocument, Schema } from './openapi';
import { refName } from './openapi';

// Values a reader recognises from the mock server's seed data, so a sample run against it finds real things.
const SEEDED: Record<string, string> = {
  project: 'mock-project',
  instance: 'db1',
  disk: 'db1-data',
  vpc: 'mock-vpc',
  subnet: 'mock-subnet',
  router: 'mock-custom-router',
  route: 'to-gateway',
  gateway: 'mock-gateway',
  silo: 'maze-war',
  silo_name: 'maze-war',
  provider: 'okta',
  provider_name: 'okta',
  pool: 'default',
  certificate: 'maze-war-endpoint',
  address_lot: 'initial-infra',
  group: 'web-devs',
  image: 'ubuntu-24-04',
  snapshot: 'db1-snap',
  floating_ip: 'web-ip',
  affinity_group: 'web-spread',
  anti_affinity_group: 'db-spread',
  ssh_key: 'laptop',
  name: 'web-3',
  hostname: 'web-3',
  description: 'Web tier',
  username: 'hannah',
  password: 'rack-console',
  email: 'hannah@example.com',
  display_name: 'Hannah',
  public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx1c3RyZWFkeWV4YW1wbGVrZXkgZm9yIGRvY3M hannah@laptop',
  user_data: '',
  url: 'https://hooks.example.com/rack',
  endpoint: 'https://hooks.example.com/rack',
  secret: 'whsec-example-secret',
  client_id: '7f1e3a52-5c44-4b47-9a8a-2f0d1c9e4b10',
  user_code: 'ABCD-EFGH',
  device_code: 'e8f6a1c2-3d4b-4a5e-8f9a-0b1c2d3e4f50',
  grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
  metric_name: 'virtual_disk:bytes_read',
  system_version: '17.0.0',
  start_time: '2026-07-31T11:00:00Z',
};

const UUID = '5b9c6b1a-3f2e-4d8a-9c1b-7e6f5a4d3c21';
const TIME = '2026-07-31T12:00:00Z';

/** A string for a property or parameter `name` that satisfies the schema's format, length and pattern. */
function exampleString(schema: Schema, name: string): string {
  const candidates = [
    SEEDED[name],
    ...(schema.format === 'uuid' ? [UUID] : []),
    ...(schema.format === 'date-time' ? [TIME] : []),
    ...(schema.format === 'ip' || schema.format === 'ipv4' ? ['192.0.2.10'] : []),
    ...(schema.format === 'ipv6' ? ['fd00:1122:3344::10'] : []),
    ...(schema.format === 'uri' ? ['https://rack.example.com/'] : []),
    ...(schema.format === 'email' ? ['hannah@example.com'] : []),
    name.endsWith('_id') ? UUID : undefined,
    'web-3',
    '10.0.0.0/24',
    '192.0.2.10',
    'fd00:1122:3344::/64',
    '17.0.0',
    'example',
    UUID,
  ].filter((value): value is string => value !== undefined);
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  return candidates.find(fits) ?? (candidates[0] as string);
}

const GIB = 1024 ** 3;
const NUMBERS: Record<string, number> = {
  ncpus: 2,
  memory: 4 * GIB,
  size: 10 * GIB,
  block_size: 4096,
  limit: 10,
  port: 443,
  vlan_id: 100,
  asn: 65001,
  priority: 100,
  cpus: 16,
  storage: 1024 * GIB,
};

function exampleNumber(schema: Schema, name: string): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  const wanted = NUMBERS[name] ?? Math.max(min, 1);
  return Math.min(Math.max(wanted, min), max);
}

/** How much of an object to show: an answer has every property, a request only the ones it needs. */
export type ExampleKind = 'request' | 'response';

/**
 * A realistic value for a schema: seeded names for names, one item per list, every property of an answer and
 * the required ones (plus a description) of a request. Pure: the same schema always gives the same value.
 */
export function exampleOf(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  kind: ExampleKind,
  name = '',
  seen: ReadonlySet<string> = new Set(),
): unknown {
  if (!schema) return {};
  if (schema.$ref) {
    const ref = refName(schema.$ref);
    // A recursive schema stops at its second appearance.
    if (seen.has(ref)) return kind === 'response' ? null : {};
    return exampleOf(doc, doc.components.schemas[ref], kind, name, new Set([...seen, ref]));
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined && kind === 'request' && schema.enum) return schema.default;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const union = schema.oneOf ?? schema.anyOf;
  if (union) {
    const variants = union.filter((variant) => variant.type !== 'null');
    // A name reads better than an id where either is accepted.
    const preferred = variants.find((variant) => variant.$ref?.endsWith('/Name')) ?? variants[0];
    return exampleOf(doc, preferred, kind, name, seen);
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(doc, part, kind, name, seen)));
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [schema.type];
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return exampleString(schema, name);
    case 'integer':
    case 'number':
      return exampleNumber(schema, name);
    case 'boolean':
      return false;
    case 'array': {
      const item = exampleOf(doc, schema.items, kind, name, seen);
      // A request sends only the items it must; an answer shows what one item looks like.
      return kind === 'request' && (schema.minItems ?? 0) === 0 ? [] : [item];
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {})
        .filter(([key]) => kind === 'response' || required.has(key) || key === 'description')
        .map(([key, property]) => [key, exampleOf(doc, property, kind, key, seen)]);
      return Object.fromEntries(entries);
    }
    default:
      return null;
  }
}
