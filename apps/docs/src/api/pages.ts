import {
  API_VERSION,
  API_VERSIONS,
  apiVersionLabel,
  OLDEST_API_VERSION,
  type OperationName,
  operationMovedFrom,
  operationSince,
  snakeToCamel,
} from '@rackconsole/sdk';
import { exampleOf } from './examples';
import {
  type ApiOperation,
  apiOperations,
  apiTags,
  type OpenApiDocument,
  type Parameter,
  refName,
  type Schema,
  successOf,
  tagTitle,
} from './openapi';
import { operationSamples, requestBodyOf } from './samples';

/** Text for a Markdown table cell or paragraph: no HTML, no Vue interpolation, no column breaks. */
export const text = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('{{', '&#123;&#123;')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

/** Inline code that survives a table cell. */
const code = (value: string) => `\`${value.replaceAll('|', '\\|')}\``;

/** The folder of an area's pages: `system/ip-pools` → `system-ip-pools`. */
export const areaFolder = (tag: string) => tag.replaceAll('/', '-');

/** A one-line summary of a schema: a named schema's name, or its type. */
export function schemaSummary(schema: Schema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (schema.$ref) return code(refName(schema.$ref));
  if (schema.const !== undefined) return code(JSON.stringify(schema.const));
  if (schema.enum) return schema.enum.map((value) => code(JSON.stringify(value))).join(' \\| ');
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map(schemaSummary).join(' \\| ');
  if (schema.allOf) return schema.allOf.map(schemaSummary).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${schemaSummary(schema.items)}`;
      if (
        type === 'object' &&
        schema.additionalProperties &&
        typeof schema.additionalProperties === 'object'
      ) {
        return `map of string → ${schemaSummary(schema.additionalProperties)}`;
      }
      return schema.format ? `${type} (${schema.format})` : type;
    })
    .join(' \\| ');
}

/** Constraints worth knowing when sending a value: bounds, lengths, default. */
function constraints(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.default !== undefined) parts.push(`default ${code(JSON.stringify(schema.default))}`);
  return parts;
}

const details = (schema: Schema | undefined, description = schema?.description) =>
  [description ? text(description) : '', ...constraints(schema)].filter(Boolean).join('; ');

function parametersSection(parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  return [
    '## Parameters',
    '',
    '| Name | In | Required | Type | Details |',
    '| --- | --- | --- | --- | --- |',
    ...parameters.map(
      (parameter) =>
        `| ${code(parameter.name)} | ${parameter.in} | ${parameter.required ? 'yes' : 'no'} | ${schemaSummary(
          parameter.schema,
        )} | ${details(parameter.schema, parameter.description ?? parameter.schema?.description)} |`,
    ),
    '',
  ];
}

/** The schema an object's properties come from, following one `$ref`. */
function objectSchema(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  const resolved = schema?.$ref ? doc.components.schemas[refName(schema.$ref)] : schema;
  return resolved?.properties ? resolved : undefined;
}

function propertiesTable(schema: Schema): string[] {
  const required = new Set(schema.required ?? []);
  return [
    '| Property | Type | Required | Details |',
    '| --- | --- | --- | --- |',
    ...Object.entries(schema.properties ?? {}).map(
      ([name, property]) =>
        `| ${code(name)} | ${schemaSummary(property)} | ${required.has(name) ? 'yes' : 'no'} | ${details(property)} |`,
    ),
    '',
  ];
}

const fence = (lang: string, body: string, title?: string) =>
  [`\`\`\`${lang}${title ? ` [${title}]` : ''}`, body, '```'].join('\n');

function requestSection(doc: OpenApiDocument, entry: ApiOperation): string[] {
  const body = requestBodyOf(doc, entry);
  if (!body) return [];
  const schema = entry.operation.requestBody?.content[body.mediaType]?.schema;
  const properties = objectSchema(doc, schema);
  const example =
    body.mediaType === 'application/json'
      ? fence('json', JSON.stringify(body.value, null, 2))
      : body.mediaType === 'application/x-www-form-urlencoded'
        ? fence('text', new URLSearchParams(body.value as Record<string, string>).toString())
        : 'The raw bytes of the file.';
  return [
    '## Request body',
    '',
    `${code(body.mediaType)}: ${schemaSummary(schema)}${entry.operation.requestBody?.required ? '' : ' (optional)'}`,
    '',
    ...(properties ? propertiesTable(properties) : []),
    example,
    '',
  ];
}

function responseSection(doc: OpenApiDocument, entry: ApiOperation): string[] {
  const success = successOf(doc, entry.operation);
  if (!success) return [];
  const [status, response] = success;
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  const lines = ['## Response', '', `${code(status)} ${text(response.description ?? '')}`];
  if (mediaType === 'application/json') {
    lines.push(
      '',
      `${code(mediaType)}: ${schemaSummary(media?.schema)}`,
      '',
      fence('json', JSON.stringify(exampleOf(doc, media?.schema, 'response'), null, 2)),
    );
  } else if (mediaType) {
    lines.push('', `${code(mediaType)}: the raw bytes.`);
  } else {
    lines.push('', 'No body.');
  }
  lines.push(
    '',
    'A failure answers 4xx or 5xx with the platform’s error body, `{ "error_code", "message", "request_id" }`.',
    '',
  );
  return lines;
}

function examplesSection(doc: OpenApiDocument, entry: ApiOperation): string[] {
  const samples = operationSamples(doc, entry);
  const missing = [!samples.sdk && 'the SDK', !samples.rackctl && '`rackctl`'].filter(Boolean);
  return [
    '## Examples',
    '',
    'With `RACK_HOST` set to the platform’s URL and `RACK_TOKEN` to an access token (`rackctl auth login` gets one):',
    '',
    '::: code-group',
    fence('sh', samples.curl, 'curl'),
    ...(samples.sdk ? [fence('ts', samples.sdk, 'SDK')] : []),
    ...(samples.rackctl ? [fence('sh', samples.rackctl, 'rackctl')] : []),
    ':::',
    '',
    ...(missing.length > 0 ? [`${missing.join(' and ')} cannot send this body; use curl.`, ''] : []),
  ];
}

/** Since when the operation exists, and where it lived before a version moved it ([API versions](./versions.md)). */
function versionSection(operationId: string): string[] {
  const name = snakeToCamel(operationId) as OperationName;
  const since = operationSince(name);
  const moved = operationMovedFrom(name);
  return [
    since
      ? `Since platform API version ${code(apiVersionLabel(since))}: older platforms answer 404. See [API versions](../versions.md).`
      : `In every platform API version the SDK speaks (since ${code(apiVersionLabel(OLDEST_API_VERSION))}). See [API versions](../versions.md).`,
    '',
    ...(moved
      ? [`Before ${code(apiVersionLabel(moved.until))} the platform served it at ${code(moved.path)}.`, '']
      : []),
  ];
}

/** The page listing every platform API version and what each changed, newest first. */
export function apiVersionsMarkdown(): string {
  return [
    '---',
    'title: API versions',
    '---',
    '',
    '# API versions',
    '',
    `The platform API is versioned. Every request names the version it speaks in the ${code('api-version')} header (none means the newest); every answer names the newest version the platform speaks in the same header. A version newer than the platform's, or one that is not a version, is refused with a 400; an operation the requested version does not have answers 404. The SDK and ${code('rackctl')} speak ${code(API_VERSION)} and can speak an older one (${code('apiVersion')} option, ${code('--api-version')}).`,
    '',
    '| Version | Changes |',
    '| --- | --- |',
    ...[...API_VERSIONS]
      .reverse()
      .map(({ version, changes }) => `| ${code(version)} | ${changes.map(text).join('<br>')} |`),
    '',
  ].join('\n');
}

/** The Markdown page of one operation. */
export function operationMarkdown(doc: OpenApiDocument, entry: ApiOperation): string {
  const { operation, method, path, tag } = entry;
  const id = operation.operationId;
  return [
    '---',
    `title: ${id}`,
    `description: ${JSON.stringify(operation.summary ?? id)}`,
    '---',
    '',
    `# ${id}`,
    '',
    operation.summary ? `${text(operation.summary)}.` : '',
    '',
    `**${method.toUpperCase()}** ${code(path)} · area [${tagTitle(tag)}](./index.md) · SDK ${code(
      `api.${snakeToCamel(id)}()`,
    )}`,
    '',
    operation.description && operation.description !== operation.summary ? text(operation.description) : '',
    '',
    ...versionSection(id),
    ...parametersSection(operation.parameters ?? []),
    ...requestSection(doc, entry),
    ...responseSection(doc, entry),
    ...examplesSection(doc, entry),
  ].join('\n');
}

/** The API reference's front page: conventions, then every operation by area. */
export function apiIndexMarkdown(doc: OpenApiDocument): string {
  const operations = apiOperations(doc);
  const areas = apiTags(doc).flatMap((tag) => [
    `## [${tagTitle(tag)}](./${areaFolder(tag)}/index.md) {#${areaFolder(tag)}}`,
    '',
    '| Operation | Method | Path | Summary |',
    '| --- | --- | --- | --- |',
    ...operations
      .filter((entry) => entry.tag === tag)
      .map(
        ({ method, path, operation }) =>
          `| [${operation.operationId}](./${areaFolder(tag)}/${operation.operationId}.md) | ${method.toUpperCase()} | ${code(path)} | ${text(operation.summary ?? '')} |`,
      ),
    '',
  ]);
  return [
    '---',
    'title: API reference',
    '---',
    '',
    '# API reference',
    '',
    `${text(doc.info.title)}, version ${code(doc.info.version)}: ${operations.length} operations in ${
      apiTags(doc).length
    } areas, generated from ${code('@rackconsole/sdk/openapi.json')}. Each operation’s page has its parameters, request and response examples, and the same call as curl, as an SDK call and as the ${code('rackctl')} command that makes it.`,
    '',
    '## Conventions',
    '',
    '- JSON bodies and answers use snake_case keys and ISO-8601 UTC timestamps. The [SDK](../sdk.md) turns them into camelCase keys and `Date`s.',
    `- Every request should carry ${code(`api-version: ${doc.info.version}`)}; the SDK and \`rackctl\` send it for you. [API versions](./versions.md) lists every version and what it changed.`,
    '- Sign in with a session cookie (`POST /v1/login/{silo_name}/local`) or send a device access token as `Authorization: Bearer …` ([device login](../guides/device-login.md)).',
    '- Lists take `limit` and `page_token` and answer `{ items, next_page }`; pass `next_page` back as `page_token` until it is null.',
    '- Failures answer 4xx or 5xx with `{ error_code, message, request_id }`.',
    '',
    ...areas,
  ].join('\n');
}

/** An area's page: its operations, linked. */
export function areaMarkdown(doc: OpenApiDocument, tag: string): string {
  const operations = apiOperations(doc).filter((entry) => entry.tag === tag);
  return [
    '---',
    `title: ${JSON.stringify(`API: ${tagTitle(tag)}`)}`,
    '---',
    '',
    `# ${tagTitle(tag)}`,
    '',
    `${operations.length} operation${operations.length === 1 ? '' : 's'} of the [API reference](../index.md).`,
    '',
    '| Operation | Method | Path | Summary |',
    '| --- | --- | --- | --- |',
    ...operations.map(
      ({ method, path, operation }) =>
        `| [${operation.operationId}](./${operation.operationId}.md) | ${method.toUpperCase()} | ${code(path)} | ${text(operation.summary ?? '')} |`,
    ),
    '',
  ].join('\n');
}

/** An entry of the sidebar, in VitePress's shape. */
export interface SidebarItem {
  text: string;
  link?: string;
  collapsed?: boolean;
  items?: SidebarItem[];
}

/**
 * The API reference's sidebars: the areas on its front page, and in each area's folder that area's operations.
 * VitePress ships every sidebar in every page's site data: listing all operations everywhere would double the
 * size of the built site.
 */
export function apiSidebars(doc: OpenApiDocument): Record<string, SidebarItem[]> {
  const operations = apiOperations(doc);
  const tags = apiTags(doc);
  const areas = tags.map((tag) => ({ text: tagTitle(tag), link: `/api/${areaFolder(tag)}/` }));
  const sidebars: Record<string, SidebarItem[]> = {
    '/api/': [
      { text: 'API reference', link: '/api/' },
      { text: 'API versions', link: '/api/versions' },
      { text: 'Areas', items: areas },
    ],
  };
  for (const tag of tags) {
    sidebars[`/api/${areaFolder(tag)}/`] = [
      { text: 'API reference', link: '/api/' },
      {
        text: tagTitle(tag),
        link: `/api/${areaFolder(tag)}/`,
        items: operations
          .filter((entry) => entry.tag === tag)
          .map(({ operation }) => ({
            text: operation.operationId,
            link: `/api/${areaFolder(tag)}/${operation.operationId}`,
          })),
      },
    ];
  }
  return sidebars;
}
