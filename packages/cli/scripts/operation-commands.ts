// Derives the generated commands of `rackctl` from the SDK's OpenAPI document: for each operation its noun and
// verb, its flags (path and query parameters, scalar body fields), and a body template. The generator
// (generate-commands.ts) writes the result to src/generated/operations.ts; a test checks it is up to date.
import type { GeneratedOperation, OperationFlag } from '../src/commands/operations/operation';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  description?: string;
  default?: unknown;
  format?: string;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  description?: string;
  schema: Schema;
}

interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** The parts of an OpenAPI 3.1 document the generator reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

// Words that end an operationId's noun and start its verb (`physical_disk_list_unadopted` → `physical-disk`
// `list-unadopted`); an operationId with none of them takes its last word as the verb.
const VERB_WORDS = new Set([
  'list',
  'create',
  'view',
  'update',
  'delete',
  'add',
  'remove',
  'attach',
  'detach',
  'start',
  'stop',
  'reboot',
  'join',
  'leave',
  'promote',
  'demote',
  'enable',
  'disable',
  'set',
  'apply',
  'clear',
  'abort',
  'probe',
  'resend',
  'confirm',
  'assign',
  'link',
  'unlink',
  'status',
  'finish',
  'upload',
  'download',
  'head',
  'index',
  'query',
  'import',
  'exported',
  'imported',
]);

// Generated nouns that a hand-written noun already names in the platform's console words; their verbs go under
// that noun (`current-user-ssh-key list` is `ssh-key list`).
const NOUN_ALIASES: Record<string, string> = {
  'current-user-ssh-key': 'ssh-key',
  'vpc-subnet': 'subnet',
  'vpc-router': 'router',
  'vpc-router-route': 'route',
  'vpc-firewall-rules': 'firewall-rules',
};

// Flags every command has or that the generated commands add; a body field of the same name is set through
// --json-body only.
const RESERVED = new Set([
  'body-file',
  'json',
  'format',
  'fields',
  'timeout',
  'cacert',
  'insecure',
  'profile',
  'color',
  'debug',
  'help',
  'version',
  'limit',
  'all',
  'page-token',
  'json-body',
  'json-body-template',
  'output',
  'jq',
  'template',
]);

// Operations whose derived words a hand-written command of other operations holds: the silo's view of the pools
// linked to it, beside the fleet's `ip-pool list` and `subnet-pool list`.
const WORD_OVERRIDES: Record<string, { noun: string; verb: string }> = {
  ip_pool_list: { noun: 'ip-pool', verb: 'list-available' },
  ip_pool_view: { noun: 'ip-pool', verb: 'view-available' },
  subnet_pool_list: { noun: 'subnet-pool', verb: 'list-available' },
  subnet_pool_view: { noun: 'subnet-pool', verb: 'view-available' },
  // The bulk import's steps under one noun (`disk-bulk-write import` would read as the noun of its start).
  disk_bulk_write_import: { noun: 'disk-bulk-write-import', verb: 'write' },
  disk_finalize_import: { noun: 'disk-bulk-write-import', verb: 'finalize' },
  // The console's buffered output beside its stream, under one noun.
  instance_serial_console: { noun: 'instance-serial-console', verb: 'view' },
};

/** The noun and verb of an operation, from its id. */
export function commandWords(operationId: string): { noun: string; verb: string } {
  const override = WORD_OVERRIDES[operationId];
  if (override) return override;
  const words = operationId.split('_');
  if (words.length === 1) return { noun: operationId, verb: '' };
  // The last verb word, so a noun may hold one (`networking_allow_list_update` → `networking-allow-list`).
  let at = words.findLastIndex((word, index) => index > 0 && VERB_WORDS.has(word));
  if (at === -1) at = words.length - 1;
  const noun = words.slice(0, at).join('-');
  return { noun: NOUN_ALIASES[noun] ?? noun, verb: words.slice(at).join('-') };
}

const firstSentence = (text: string | undefined) => {
  const line = (text ?? '').trim().split('\n')[0] ?? '';
  const sentence = /^(.*?\.)(\s|$)/.exec(line)?.[1] ?? line;
  return sentence.length > 160 ? `${sentence.slice(0, 157)}...` : sentence;
};

/** Reads an OpenAPI document's schemas, following references. */
function schemaReader(doc: OpenApiDocument) {
  const resolve = (schema: Schema | undefined): Schema => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      current = doc.components.schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
    }
    return current;
  };

  /** The schema without its `null` alternative, and whether null was one. */
  const nonNull = (schema: Schema): { schema: Schema; nullable: boolean } => {
    const resolved = resolve(schema);
    const alternatives = resolved.anyOf ?? resolved.oneOf;
    if (alternatives?.length === 2 && alternatives.some((item) => resolve(item).type === 'null')) {
      const other = alternatives.find((item) => resolve(item).type !== 'null') as Schema;
      return { schema: resolve(other), nullable: true };
    }
    if (Array.isArray(resolved.type) && resolved.type.includes('null')) {
      const type = resolved.type.filter((item) => item !== 'null');
      return { schema: { ...resolved, type: type.length === 1 ? type[0] : type }, nullable: true };
    }
    return { schema: resolved, nullable: false };
  };

  /** The enumerated strings a schema allows, when it is an enum (or a oneOf of consts). */
  const choicesOf = (schema: Schema): string[] | undefined => {
    if (schema.enum?.every((value) => typeof value === 'string')) return schema.enum as string[];
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (!alternatives) return undefined;
    const values = alternatives.flatMap((item) => {
      const resolved = resolve(item);
      if (typeof resolved.const === 'string') return [resolved.const];
      if (resolved.enum?.every((value) => typeof value === 'string')) return resolved.enum as string[];
      return [null];
    });
    return values.every((value) => value !== null) ? (values as string[]) : undefined;
  };

  /** A flag's value type: a scalar the command line can say, or JSON text. */
  const flagType = (schema: Schema): Pick<OperationFlag, 'type' | 'choices'> => {
    const { schema: inner } = nonNull(schema);
    const choices = choicesOf(inner);
    if (choices) return { type: 'string', choices };
    const alternatives = inner.oneOf ?? inner.anyOf;
    // A name or an id: every alternative a string.
    if (alternatives?.every((item) => resolve(item).type === 'string')) return { type: 'string' };
    const type = Array.isArray(inner.type) ? undefined : inner.type;
    if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') return { type };
    return { type: 'json' };
  };

  /** An example value of a schema, for `--json-body-template`. */
  const example = (schema: Schema, depth = 0): unknown => {
    const { schema: inner } = nonNull(schema);
    if (depth > 6) return null;
    if (inner.const !== undefined) return inner.const;
    const choices = choicesOf(inner);
    if (choices) return choices[0];
    if (inner.allOf?.length) return example(inner.allOf[0] as Schema, depth + 1);
    const alternatives = inner.oneOf ?? inner.anyOf;
    if (alternatives?.length) return example(alternatives[0] as Schema, depth + 1);
    const type = Array.isArray(inner.type) ? inner.type[0] : inner.type;
    if (type === 'string') return inner.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'string';
    if (type === 'integer' || type === 'number') return 0;
    if (type === 'boolean') return false;
    if (type === 'array') return [example(inner.items ?? {}, depth + 1)];
    if (inner.properties) {
      return Object.fromEntries(
        Object.entries(inner.properties).map(([key, value]) => [key, example(value, depth + 1)]),
      );
    }
    return {};
  };

  return { resolve, flagType, example };
}

const flagName = (wire: string) => wire.replaceAll('_', '-');

/** Every operation of the document as a generated command, sorted by noun and verb. */
export function operationCommands(doc: OpenApiDocument): GeneratedOperation[] {
  const { resolve, flagType, example } = schemaReader(doc);
  const commands: GeneratedOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const { noun, verb } = commandWords(operation.operationId);
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      const answer = success?.content?.['application/json']?.schema;
      const answerSchema = answer ? resolve(answer) : undefined;
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header');
      const paged =
        !!answerSchema?.properties?.items &&
        !!answerSchema.properties.next_page &&
        parameters.some((parameter) => parameter.name === 'page_token');
      const flags: OperationFlag[] = parameters
        .filter((parameter) => !(paged && (parameter.name === 'limit' || parameter.name === 'page_token')))
        .map((parameter) => ({
          // A parameter named like a flag every command has gets its place in the name (`--query-version`).
          name: RESERVED.has(flagName(parameter.name))
            ? `${parameter.in}-${flagName(parameter.name)}`
            : flagName(parameter.name),
          wire: parameter.name,
          in: parameter.in as 'path' | 'query',
          required: parameter.in === 'path' || parameter.required === true,
          description: firstSentence(parameter.description ?? resolve(parameter.schema).description),
          ...flagType(parameter.schema),
        }));
      const taken = new Set(flags.map((flag) => flag.name));
      const content = operation.requestBody?.content ?? {};
      const [mediaType, media] = Object.entries(content)[0] ?? [];
      let body: GeneratedOperation['body'];
      let bodyFields: OperationFlag[] = [];
      if (mediaType && media) {
        const encoding = mediaType.includes('json')
          ? 'json'
          : mediaType.includes('form-urlencoded')
            ? 'form'
            : 'binary';
        const schema = resolve(media.schema);
        const required = new Set(schema.required ?? []);
        const fields: OperationFlag[] = [];
        for (const [wire, property] of Object.entries(
          encoding === 'binary' ? {} : (schema.properties ?? {}),
        )) {
          const name = flagName(wire);
          if (taken.has(name) || RESERVED.has(name)) continue;
          taken.add(name);
          fields.push({
            name,
            wire,
            in: 'body',
            required: required.has(wire),
            description: firstSentence(property.description ?? resolve(property).description),
            ...flagType(property),
          });
        }
        bodyFields = fields;
        body = {
          encoding,
          required: operation.requestBody?.required === true,
          ...(encoding === 'binary' ? {} : { template: example(media.schema) }),
        };
      }
      const binaryAnswer = Object.keys(success?.content ?? {}).some((type) => !type.includes('json'));
      commands.push({
        id: operation.operationId,
        noun,
        verb,
        summary: firstSentence(operation.summary ?? operation.description) || operation.operationId,
        method: method as GeneratedOperation['method'],
        path,
        flags: [...flags, ...bodyFields],
        ...(body ? { body } : {}),
        ...(paged ? { paged } : {}),
        ...(binaryAnswer ? { binaryAnswer } : {}),
      });
    }
  }
  // Words joined with dashes name a command's anchor in the docs: `a-b c` and `a b-c` would share one.
  const seen = new Map<string, string>();
  for (const command of commands) {
    const words = `${command.noun}-${command.verb}`;
    const other = seen.get(words);
    if (other) throw new Error(`${command.id} and ${other} would both be \`rackctl ${words}\``);
    seen.set(words, command.id);
  }
  for (const command of commands) {
    const other = seen.get(command.noun);
    if (other && command.verb) throw new Error(`the noun of ${command.id} reads as the command of ${other}`);
  }
  return commands.sort((a, b) => a.noun.localeCompare(b.noun) || a.verb.localeCompare(b.verb));
}
