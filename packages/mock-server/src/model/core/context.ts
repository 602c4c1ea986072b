// What the domain knows of a call: who makes it, with which settings, and its headers.
import type * as contract from '@rackconsole/sdk/contract';
import type { z } from 'zod';
import type { Db } from '../../store/db';
import type { AuthLimits } from './auth-limits';
import type { Throttles } from './throttle';

/** Request headers as handlers read them (the Fetch API's `Headers` fits, and so does a thin Node wrapper). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** Who is calling: a user of a silo, with the groups they belong to. */
export interface Actor {
  userId: string;
  siloId: string;
  groupIds: string[];
}

/** How much of the audit log the mock keeps: entries beyond either bound are dropped, oldest first. */
export interface AuditRetention {
  /** The most entries kept. */
  maxEntries: number;
  /** How long an entry is kept after it completed, in ms. */
  maxAgeMs: number;
}

/** Knobs shared by both runtimes. */
export interface MockSettings {
  /** How long each transient instance or disk state lasts before it advances, in ms. */
  transitionMs: number;
  /** Session lifetimes and the throttles of the ways in. */
  auth: AuthLimits;
  auditRetention: AuditRetention;
  /** The origin users reach the platform at (`https://rack.example`); undefined: the request's own host. */
  publicOrigin?: string;
}

export type OperationId = keyof Operations & string;

/** Path parameters of an operation as the handler receives them (validated, wire names). */
export type PathOf<Id extends OperationId> = Operations[Id] extends { pathParams: infer Shape }
  ? Fields<Shape>
  : never;

/** Query parameters of an operation (validated and coerced, wire names). */
export type QueryOf<Id extends OperationId> = Operations[Id] extends { query: infer Shape }
  ? Fields<Shape>
  : never;

/** The request body of an operation (validated, defaults applied); bytes for binary uploads. */
export type BodyOf<Id extends OperationId> = Operations[Id] extends { body: infer Body extends z.ZodType }
  ? z.output<Body>
  : Operations[Id] extends { bodyEncoding: 'binary' }
    ? Uint8Array
    : never;

/** What a handler returns: the success body in wire shape, bytes for downloads, nothing for empty answers. */
export type ResultOf<Id extends OperationId> = Operations[Id] extends {
  response: infer Response extends z.ZodType;
}
  ? z.input<Response>
  : Operations[Id] extends { responseEncoding: 'binary' }
    ? Uint8Array
    : // biome-ignore lint/suspicious/noConfusingVoidType: handlers with nothing to answer simply return
      void;

/** Everything a handler needs to answer one call. */
export interface HandlerContext<Id extends OperationId> {
  db: Db;
  path: PathOf<Id>;
  query: QueryOf<Id>;
  body: BodyOf<Id>;
  /** The caller; undefined only on operations that do not need authentication. */
  actor: Actor | undefined;
  requestId: string;
  now: Date;
  settings: MockSettings;
  /** Adds a response header (e.g. `set-cookie` on login). */
  setHeader(name: string, value: string): void;
  /** Request headers. */
  headers: HeaderReader;
  /** Where the request came from, as the throttles count it. */
  clientAddress: string;
  /** Whether the request came over HTTPS. */
  secure: boolean;
  /** The platform's throttles of password, user code and polling guesses. */
  throttles: Throttles;
}

/** The model's answer to one operation, which a handler map binds to its operation id. */
export type Operation<Id extends OperationId> = (
  context: HandlerContext<Id>,
) => ResultOf<Id> | Promise<ResultOf<Id>>;

type Operations = typeof contract.operations;

type Fields<Shape> = { [Key in keyof Shape]: Shape[Key] extends z.ZodType ? z.output<Shape[Key]> : never };
