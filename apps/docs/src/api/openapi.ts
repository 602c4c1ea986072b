import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface MediaContent {
  [mediaType: string]: { schema?: Schema };
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface ResponseObject {
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
  /** The area it belongs to: its first tag, as the platform groups its reference. */
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

/** The areas of the document, by title. */
export function apiTags(doc: OpenApiDocument): string[] {
  return [...new Set(apiOperations(doc).map((entry) => entry.tag))].sort((a, b) =>
    tagTitle(a).localeCompare(tagTitle(b)),
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

/** An area's heading: `system/ip-pools` → `System: IP pools`. */
export const tagTitle = (tag: string) =>
  TAG_TITLES[tag] ?? `${tag.charAt(0).toUpperCase()}${tag.slice(1).replaceAll('-', ' ')}`;

/** The name a `$ref` points at: `#/components/schemas/Project` → `Project`. */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** An operation's response of a status, with a `$ref` to the shared responses followed. */
export function responseOf(doc: OpenApiDocument, response: ResponseObject): ResponseObject {
  return response.$ref ? (doc.components.responses?.[refName(response.$ref)] ?? response) : response;
}

/** The success answer of an operation: its first 2xx status and that response. */
export function successOf(doc: OpenApiDocument, operation: Operation): [string, ResponseObject] | undefined {
  const entry = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
  return entry && [entry[0], responseOf(doc, entry[1])];
}
