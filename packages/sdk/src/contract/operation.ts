import type { z } from 'zod';
import type { ApiVersion } from './version.js';

/** How a request body travels: JSON (almost everything), a form (device flow) or raw bytes (uploads). */
export type BodyEncoding = 'json' | 'form' | 'binary';

/** One platform operation, described in wire terms (snake_case names, the platform's path template). */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete' | 'head';
  /** The platform's path template, e.g. `/v1/instances/{instance}/start`. */
  path: string;
  /** The API area the operation belongs to; becomes its OpenAPI tag. */
  tag: string;
  /** A short human summary, shown in the API reference. */
  summary: string;
  /** Path parameters by wire name; all are required. */
  pathParams?: Record<string, z.ZodType>;
  /** Query parameters by wire name; optional ones are wrapped in `.optional()`. */
  query?: Record<string, z.ZodType>;
  /** Request headers the platform documents as parameters (a download's `range`), by name, all optional. */
  headers?: Record<string, z.ZodType>;
  /** The request body schema (a named schema for JSON bodies). */
  body?: z.ZodType;
  bodyEncoding?: BodyEncoding;
  /** The success status code the platform answers with. */
  status: 200 | 201 | 202 | 204 | 101 | 303;
  /** The success body schema; absent when the success answer has no body. */
  response?: z.ZodType;
  /** Success bodies that are bytes rather than JSON (support bundle downloads). */
  responseEncoding?: 'json' | 'binary';
  /** The API version that added the operation; absent when every supported version has it. */
  since?: ApiVersion;
  /** Where the operation lived before a version moved it: `path` (and `tag`) up to, not including, `until`. */
  movedFrom?: { path: string; tag: string; until: ApiVersion };
}

/** Declares the operations of one API area, keyed by the platform's operationId. */
export const defineOperations = <const T extends Record<string, Operation>>(operations: T): T => operations;
