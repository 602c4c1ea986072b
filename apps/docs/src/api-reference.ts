import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { snakeToCamel } from '@rackconsole/sdk';
import { esc, slugify } from './html';

/** The parts of a JSON Schema (OpenAPI 3.1) the reference shows. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

interface MediaContent {
  [mediaType: string]: { schema?: Schema };
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: MediaContent;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: MediaContent };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, ResponseObject> };
}

/** An operation with where it lives. */
export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  operation: Operation;
}

/** The SDK's contract as OpenAPI, read from the installed package so the reference matches what ships. */
export function loadOpenApi(): OpenApiDocument {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@rackconsole/sdk/openapi.json'), 'utf8'));
}

const METHODS = ['get', 'put', 'post', 'delete', 'head', 'patch'];

/** Every operation of the document, in document order. */
export function apiOperations(doc: OpenApiDocument): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, tag: operation.tags?.[0] ?? 'other', operation })),
  );
}

const TAG_TITLES: Record<string, string> = {
  affinity: 'Affinity groups',
  'console-auth': 'Console authentication',
  'current-user': 'Current user',
  'floating-ips': 'Floating IPs',
  'ip-pools': 'IP pools',
  vpcs: 'VPCs',
  'system/alerts': 'System: alerts',
  'system/audit-log': 'System: audit log',
  'system/hardware': 'System: hardware',
  'system/ip-pools': 'System: IP pools',
  'system/metrics': 'System: metrics',
  'system/networking': 'System: networking',
  'system/silos': 'System: silos',
  'system/status': 'System: status',
  'system/update': 'System: update',
};

/** A tag's heading: `system/ip-pools` → `System: IP pools`. */
export const tagTitle = (tag: string) =>
  TAG_TITLES[tag] ?? `${tag.charAt(0).toUpperCase()}${tag.slice(1).replaceAll('-', ' ')}`;

/** The page of a tag, relative to the site root: `system/ip-pools` → `api/system-ip-pools.html`. */
export const tagPage = (tag: string) => `api/${slugify(tag)}.html`;

/** The anchor of a component schema on the schemas page. */
export const schemaId = (name: string) => `schema-${name}`;

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const code = (text: string) => `<code>${esc(text)}</code>`;
const literal = (value: unknown) => code(JSON.stringify(value));

/**
 * A one-line summary of a schema as HTML; named schemas link to their section of the schemas page
 * (`schemasHref` is the schemas page as seen from the page being written).
 */
export function schemaSummary(schema: Schema | undefined, schemasHref: string): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="${schemasHref}#${schemaId(name)}">${esc(name)}</a>`;
  }
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map((variant) => schemaSummary(variant, schemasHref)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => schemaSummary(part, schemasHref)).join(' &amp; ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `${wrapUnion(schemaSummary(schema.items, schemasHref))}[]`;
      if (type === 'object') {
        const values = schema.additionalProperties;
        if (values && typeof values === 'object' && !schema.properties) {
          return `map of string → ${schemaSummary(values, schemasHref)}`;
        }
        return schema.properties ? `object {${Object.keys(schema.properties).join(', ')}}` : 'object';
      }
      return schema.format ? `${type} (${esc(schema.format)})` : type;
    })
    .join(' | ');
}

const wrapUnion = (summary: string) => (summary.includes(' | ') ? `(${summary})` : summary);

/** Constraints worth knowing when sending a value: bounds, lengths, pattern, default. */
export function schemaConstraints(schema: Schema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) parts.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) parts.push(`max items ${schema.maxItems}`);
  if (schema.default !== undefined) parts.push(`default ${literal(schema.default)}`);
  if (schema.pattern) {
    parts.push(
      schema.pattern.length > 48
        ? `<details><summary>pattern</summary>${code(schema.pattern)}</details>`
        : `pattern ${code(schema.pattern)}`,
    );
  }
  return parts.join('; ');
}

const describe = (schema: Schema | undefined) =>
  [schema?.description ? esc(schema.description) : '', schemaConstraints(schema)].filter(Boolean).join(' — ');

/** A table of an object schema's properties: name, type, required-ness and details. */
export function propertiesTable(schema: Schema, schemasHref: string): string {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `<tr><td>${code(name)}</td><td>${schemaSummary(property, schemasHref)}</td><td>${
        required.has(name) ? 'required' : 'optional'
      }</td><td>${describe(property)}</td></tr>`,
  );
  if (rows.length === 0) return '<p>An object with no properties.</p>';
  return `<table><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Details</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function schemaBody(schema: Schema, schemasHref: string): string {
  const union = schema.oneOf ?? schema.anyOf;
  if (union) {
    const variants = union.map((variant) =>
      variant.properties
        ? `<li>${schemaSummary(variant, schemasHref)}${propertiesTable(variant, schemasHref)}</li>`
        : `<li>${schemaSummary(variant, schemasHref)}${variant.description ? ` — ${esc(variant.description)}` : ''}</li>`,
    );
    return `<p>${schema.oneOf ? 'Exactly one of' : 'Any of'}:</p><ul class="variants">${variants.join('')}</ul>`;
  }
  if (schema.properties) return propertiesTable(schema, schemasHref);
  const constraints = schemaConstraints(schema);
  return `<p>Type: ${schemaSummary(schema, schemasHref)}${constraints ? `; ${constraints}` : ''}</p>`;
}

/** The schemas page: one section per component schema, with its properties, types and required-ness. */
export function schemasPageHtml(doc: OpenApiDocument): string {
  const names = Object.keys(doc.components.schemas).sort((a, b) => a.localeCompare(b));
  const sections = names.map((name) => {
    const schema = doc.components.schemas[name] as Schema;
    return [
      `<section class="schema" id="${schemaId(name)}">`,
      `<h2><a class="anchor" href="#${schemaId(name)}">${esc(name)}</a></h2>`,
      schema.description ? `<p>${esc(schema.description)}</p>` : '',
      schemaBody(schema, ''),
      '</section>',
    ].join('\n');
  });
  const index = names.map((name) => `<a href="#${schemaId(name)}">${esc(name)}</a>`).join(' · ');
  return [
    '<h1 id="schemas">Schemas</h1>',
    `<p>Every schema of the <a href="index.html">API reference</a>, as on the wire (snake_case keys). ` +
      'The SDK’s types carry the same names with camelCase keys and <code>Date</code> timestamps.</p>',
    `<p class="schema-index">${index}</p>`,
    ...sections,
  ].join('\n');
}

function responseOf(doc: OpenApiDocument, response: ResponseObject): ResponseObject {
  return response.$ref ? (doc.components.responses?.[refName(response.$ref)] ?? response) : response;
}

function contentSummary(content: MediaContent | undefined, schemasHref: string): string {
  if (!content) return 'No body';
  return Object.entries(content)
    .map(([type, media]) => `${code(type)}: ${schemaSummary(media.schema, schemasHref)}`)
    .join('<br>');
}

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td>${code(parameter.name)}</td><td>${parameter.in}</td><td>${parameter.required ? 'required' : 'optional'}</td><td>${schemaSummary(
        parameter.schema,
        'schemas.html',
      )}</td><td>${describe({ ...parameter.schema, description: parameter.description ?? parameter.schema?.description })}</td></tr>`,
  );
  return `<h5>Parameters</h5><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th><th>Details</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationSection(doc: OpenApiDocument, entry: ApiOperation): string {
  const { operation, method, path } = entry;
  const id = operation.operationId;
  const body = operation.requestBody
    ? `<h5>Request body${operation.requestBody.required ? '' : ' (optional)'}</h5><p>${contentSummary(
        operation.requestBody.content,
        'schemas.html',
      )}</p>`
    : '';
  const responses = Object.entries(operation.responses).map(([status, raw]) => {
    const response = responseOf(doc, raw);
    return `<tr><td>${code(status)}</td><td>${esc(response.description ?? '')}</td><td>${contentSummary(
      response.content,
      'schemas.html',
    )}</td></tr>`;
  });
  return [
    `<section class="operation" id="${id}">`,
    `<h2><a class="anchor" href="#${id}">${esc(operation.summary ?? id)}</a></h2>`,
    `<p class="endpoint"><span class="method method-${method}">${method.toUpperCase()}</span> ${code(path)}</p>`,
    `<p class="names">operationId ${code(id)} · SDK ${code(`api.${snakeToCamel(id)}()`)}</p>`,
    operation.description ? `<p>${esc(operation.description)}</p>` : '',
    parametersTable(operation.parameters ?? []),
    body,
    `<h5>Responses</h5><table><thead><tr><th>Status</th><th>Description</th><th>Body</th></tr></thead><tbody>${responses.join('')}</tbody></table>`,
    '</section>',
  ].join('\n');
}

/** The operations of one tag, grouped on one page. */
export function tagPageHtml(doc: OpenApiDocument, tag: string): string {
  const operations = apiOperations(doc).filter((entry) => entry.tag === tag);
  return [
    `<h1 id="${slugify(tag)}">${esc(tagTitle(tag))}</h1>`,
    `<p>${operations.length} operation${operations.length === 1 ? '' : 's'} of the <a href="index.html">API reference</a>. ` +
      'Bodies and answers are snake_case JSON; failures answer with an <a href="schemas.html#schema-Error">Error</a>.</p>',
    ...operations.map((entry) => operationSection(doc, entry)),
  ].join('\n');
}

/** The tags of the document, in first-use order. */
export function apiTags(doc: OpenApiDocument): string[] {
  return [...new Set(apiOperations(doc).map((entry) => entry.tag))];
}

/** The API reference's front page: conventions, then every operation by tag. */
export function apiIndexHtml(doc: OpenApiDocument): string {
  const operations = apiOperations(doc);
  const groups = apiTags(doc).map((tag) => {
    const page = tagPage(tag).slice('api/'.length);
    const rows = operations
      .filter((entry) => entry.tag === tag)
      .map(
        ({ method, path, operation }) =>
          `<tr><td><span class="method method-${method}">${method.toUpperCase()}</span></td><td><a href="${page}#${
            operation.operationId
          }">${code(path)}</a></td><td>${esc(operation.summary ?? '')}</td></tr>`,
      );
    return `<h3 id="tag-${slugify(tag)}"><a href="${page}">${esc(tagTitle(tag))}</a></h3><table><tbody>${rows.join('')}</tbody></table>`;
  });
  return [
    '<h1 id="api-reference">API reference</h1>',
    `<p>${esc(doc.info.title)}, version <code>${esc(doc.info.version)}</code>: ${operations.length} operations, ` +
      `rendered from <code>@rackconsole/sdk/openapi.json</code>. ${esc(doc.info.description ?? '')}</p>`,
    '<h2 id="conventions">Conventions</h2>',
    '<ul>',
    '<li>JSON bodies and answers use snake_case keys and ISO-8601 UTC timestamps. The <a href="../sdk.html">SDK</a> turns them into camelCase keys and <code>Date</code>s.</li>',
    `<li>Every request should carry <code>api-version: ${esc(doc.info.version)}</code>; the SDK sends it for you.</li>`,
    '<li>Sign in with a session cookie (<code>POST /v1/login/{silo_name}/local</code>) or send a device access token as <code>Authorization: Bearer …</code>.</li>',
    '<li>Lists take <code>limit</code> and <code>page_token</code> and answer <code>{ items, next_page }</code>; pass <code>next_page</code> back as <code>page_token</code> until it is null.</li>',
    '<li>Failures answer 4xx or 5xx with an <a href="schemas.html#schema-Error">Error</a> body: <code>{ error_code, message, request_id }</code>.</li>',
    '</ul>',
    `<p>All <a href="schemas.html">${Object.keys(doc.components.schemas).length} schemas</a> are on one page.</p>`,
    '<h2 id="operations">Operations</h2>',
    ...groups,
  ].join('\n');
}
