import { z } from 'zod';
import type { Operation } from './operation.js';
import { namedSchemas, schemaName } from './registry.js';
import { API_VERSION } from './version.js';
import { jsonSchemaAt, operationsAt, schemaExistsAt } from './versioning.js';

type JsonSchema = Record<string, unknown>;

/** Synthetic ids for parameter groups; they are pulled back out of `components` after conversion. */
const PARAMETER_GROUP = '~parameters~';

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };
const BINARY = { type: 'string', format: 'binary' };

const MEDIA_TYPE = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  binary: 'application/octet-stream',
} as const;

const STATUS_DESCRIPTION: Record<Operation['status'], string> = {
  200: 'successful operation',
  201: 'successful creation',
  202: 'successfully enqueued operation',
  204: 'successful deletion or update',
  101: 'switching protocols to a websocket',
  303: 'redirect to the identity provider',
};

/**
 * Formats whose name carries the meaning, as in the platform's own document, which gives them no pattern: zod's
 * validation patterns would only bloat the document (an IP address's is 496 characters, written 40 times).
 */
const SELF_DESCRIBING_FORMATS = new Set(['uuid', 'date-time', 'ip', 'ipv4', 'ipv6']);

/**
 * The range of each integer format, as zod bounds it: the sized ones' full range, and the 64-bit ones' (`uint`
 * is the platform's word-sized one) a JavaScript safe integer's, ±2^53 − 1, which is zod's limit, not the
 * platform's.
 */
const INTEGER_FORMAT_RANGES: Record<string, [min: number, max: number]> = {
  int8: [-128, 127],
  int16: [-32768, 32767],
  int32: [-2147483648, 2147483647],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  uint8: [0, 255],
  uint16: [0, 65535],
  uint32: [0, 4294967295],
  uint64: [0, Number.MAX_SAFE_INTEGER],
  uint: [0, Number.MAX_SAFE_INTEGER],
};

/**
 * Leaves out what zod adds and the format already says, as the platform's own document does: the patterns
 * above, and an integer's bounds where they are its format's range (an unsigned one keeps its minimum of 0,
 * which the platform's document states).
 */
function dropWhatFormatsSay(ctx: { jsonSchema: JsonSchema }) {
  const { jsonSchema } = ctx;
  const format = jsonSchema.format as string;
  if (SELF_DESCRIBING_FORMATS.has(format)) delete jsonSchema.pattern;
  const range = INTEGER_FORMAT_RANGES[format];
  if (jsonSchema.type !== 'integer' || !range) return;
  const [min, max] = range;
  if (jsonSchema.maximum === max) delete jsonSchema.maximum;
  if (jsonSchema.minimum === min && min < 0) delete jsonSchema.minimum;
}

/** Converts every named schema, plus each operation's parameter groups, in one pass so `$ref`s line up. */
function convertSchemas(operations: Record<string, Operation>) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of namedSchemas) registry.add(schema, { id });
  for (const [operationId, operation] of Object.entries(operations)) {
    if (operation.pathParams)
      registry.add(z.object(operation.pathParams), { id: `${PARAMETER_GROUP}${operationId}.path` });
    if (operation.query)
      registry.add(z.object(operation.query), { id: `${PARAMETER_GROUP}${operationId}.query` });
    if (operation.headers)
      registry.add(z.object(operation.headers), { id: `${PARAMETER_GROUP}${operationId}.header` });
  }
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'input',
    unrepresentable: 'any',
    override: dropWhatFormatsSay,
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return schemas;
}

function parameters(location: 'header' | 'path' | 'query', group: JsonSchema | undefined) {
  if (!group) return [];
  const required = new Set((group.required as string[] | undefined) ?? []);
  return Object.entries(group.properties as Record<string, JsonSchema>).map(([name, schema]) => ({
    in: location,
    name,
    // Optional is a parameter's default, which the platform's own document leaves unsaid (414 times here).
    ...(location === 'path' || required.has(name) ? { required: true } : {}),
    schema,
  }));
}

/**
 * How an operation refers to its body or response: by name, or, where the platform itself inlines it, as a
 * bare array of a named schema or free-form JSON.
 */
function schemaRef(schema: z.ZodType, what: string): JsonSchema {
  const id = schemaName(schema);
  if (id) return { $ref: `#/components/schemas/${id}` };
  if (schema instanceof z.ZodArray)
    return { type: 'array', items: schemaRef(schema.element as z.ZodType, what) };
  if (schema instanceof z.ZodUnknown) return {};
  throw new Error(`${what} must be a named schema, an array of one, or free-form JSON`);
}

/**
 * Builds the OpenAPI 3.1 description of the given operations as an API version has them (by default the newest,
 * which the SDK ships as `openapi.json`): only what the version has, at its paths, in its shapes.
 */
export function buildOpenApiDocument(
  allOperations: Record<string, Operation>,
  version: string = API_VERSION,
) {
  const operations = operationsAt(allOperations, version);
  const schemas = convertSchemas(operations);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, operation] of Object.entries(operations)) {
    const pathGroup = schemas[`${PARAMETER_GROUP}${operationId}.path`];
    const queryGroup = schemas[`${PARAMETER_GROUP}${operationId}.query`];
    const headerGroup = schemas[`${PARAMETER_GROUP}${operationId}.header`];
    const encoding = operation.bodyEncoding ?? 'json';
    const requestBody =
      encoding === 'binary'
        ? { required: true, content: { [MEDIA_TYPE.binary]: { schema: BINARY } } }
        : operation.body && {
            required: true,
            content: { [MEDIA_TYPE[encoding]]: { schema: schemaRef(operation.body, `${operationId} body`) } },
          };
    const successContent =
      operation.responseEncoding === 'binary'
        ? { [MEDIA_TYPE.binary]: { schema: BINARY } }
        : operation.response && {
            [MEDIA_TYPE.json]: { schema: schemaRef(operation.response, `${operationId} response`) },
          };
    const pathItem = paths[operation.path] ?? {};
    paths[operation.path] = pathItem;
    pathItem[operation.method] = {
      tags: [operation.tag],
      summary: operation.summary,
      operationId,
      parameters: [
        ...parameters('header', headerGroup),
        ...parameters('path', pathGroup),
        ...parameters('query', queryGroup),
      ],
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [operation.status]: {
          description: STATUS_DESCRIPTION[operation.status],
          ...(successContent ? { content: successContent } : {}),
        },
        '4XX': ERROR_RESPONSE,
        '5XX': ERROR_RESPONSE,
      },
    };
  }
  const components = Object.fromEntries(
    Object.entries(schemas)
      .filter(([id]) => !id.startsWith(PARAMETER_GROUP) && schemaExistsAt(id, version))
      .map(([id, schema]) => [id, jsonSchemaAt(id, schema, version)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rack platform API',
      version,
      description: 'The platform API as Rack Console speaks it: the contract of @rackconsole/sdk.',
      license: { name: 'MPL-2.0', identifier: 'MPL-2.0' },
    },
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: {
        Error: {
          description: 'The platform refused or failed the request',
          content: { [MEDIA_TYPE.json]: { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
