import type * as contract from '@rackconsole/sdk/contract';
import { handlers } from '../handlers';
import {
  type Actor,
  badRequest,
  createThrottles,
  errorAnswer,
  type HandlerContext,
  type HeaderReader,
  type MockSettings,
  type OperationId,
  PlatformError,
  recordAuditEntry,
  resolveActor,
} from '../model/services';
import type { Db } from '../store/db';
import { encodeAnswer } from './answer-encoder';
import { answerTextAt, createVersionedRouter, requestedApiVersion, requestValueFrom } from './api-version';
import { partialAnswer } from './byte-ranges';
import { bodyLimitOf, type PendingBody } from './request-body';
import { admitRequest } from './request-guards';
import { checkPathEscapes } from './request-target';
import { formToObject, parseBody, parsePath, parseQuery } from './validate';

/**
 * A request as both runtimes hand it over. Plain data rather than the Fetch API's `Request`: building those
 * objects in Node costs more than answering most calls.
 */
export interface PlatformRequest {
  method: string;
  url: URL;
  headers: HeaderReader;
  /** The body, if the request has one; read only once the operation is known. */
  body?: PendingBody;
  /** Where the request came from: the peer's address (or a trusted proxy's word for it). */
  clientAddress: string;
  /** Whether the request came over HTTPS (or a trusted proxy says it did). */
  secure: boolean;
}

/** An answer, ready to be written by either runtime. */
export interface PlatformResponse {
  status: number;
  headers: [name: string, value: string][];
  body?: string | Uint8Array;
}

/** Operations anyone may call: the ways in, and the liveness check. */
const PUBLIC_OPERATIONS = new Set<string>([
  'device_auth_request',
  'device_access_token',
  'login_local',
  'login_saml',
  'logout',
  'ping',
]);

interface AuditContext {
  operationId: string;
  actor: Actor | undefined;
}

export interface DispatcherOptions {
  db: Db;
  settings: MockSettings;
  /** Logs a request that a handler failed on; these are bugs in the mock, not refusals. */
  onInternalError?: (error: unknown) => void;
}

const decoder = new TextDecoder();

/** Reads and parses the body as the operation takes it; operations without a body never read one. */
async function readBody(
  request: PlatformRequest,
  operation: contract.Operation,
  limit: number,
  version: string,
) {
  const encoding = operation.bodyEncoding ?? 'json';
  if (limit === 0) return undefined;
  const bytes = request.body ? await request.body.read(limit) : undefined;
  if (encoding === 'binary') return bytes ?? new Uint8Array();
  if (!operation.body) return undefined;
  const text = bytes ? decoder.decode(bytes) : '';
  if (encoding === 'form') {
    return parseBody(operation.body, formToObject(operation.body, new URLSearchParams(text)));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(`unable to parse JSON body: ${(error as Error).message}`);
  }
  return parseBody(operation.body, requestValueFrom(operation.body, value, version));
}

/** Turns HTTP requests into handler calls and answers in the platform's wire format; shared by both runtimes. */
export function createDispatcher(options: DispatcherOptions) {
  const router = createVersionedRouter();
  const throttles = createThrottles(options.settings.auth);

  /** Changes are audited as the platform audits them: who, what, when, and how it ended. */
  function audit(
    request: PlatformRequest,
    requestId: string,
    started: Date,
    response: PlatformResponse,
    context?: AuditContext,
  ) {
    if (!context || request.method === 'GET' || request.method === 'HEAD') return;
    const failure =
      response.status >= 400
        ? (JSON.parse(String(response.body)) as { error_code?: string; message?: string })
        : undefined;
    recordAuditEntry(
      options.db,
      {
        operationId: context.operationId,
        requestId,
        actor: context.actor,
        status: response.status,
        timeStarted: started,
        timeCompleted: new Date(),
        requestUri: `${request.url.pathname}${request.url.search}`,
        userAgent: request.headers.get('user-agent') ?? undefined,
        errorCode: failure?.error_code,
        errorMessage: failure?.message,
      },
      options.settings.auditRetention,
    );
  }

  return async function dispatch(request: PlatformRequest): Promise<PlatformResponse> {
    const started = new Date();
    const requestId = crypto.randomUUID();
    let auditContext: AuditContext | undefined;
    const response = await answer(request, requestId, (context) => {
      auditContext = context;
    });
    audit(request, requestId, started, response, auditContext);
    return response;
  };

  async function answer(
    request: PlatformRequest,
    requestId: string,
    identified: (context: AuditContext) => void,
  ): Promise<PlatformResponse> {
    try {
      const { url } = request;
      checkPathEscapes(url.pathname);
      // The version comes first: a request in a version the server cannot speak is refused whatever it asks.
      const version = requestedApiVersion(request.headers);
      const match = router.match(version, request.method, url.pathname);
      if (match === undefined) throw new PlatformError(404, undefined, 'Not Found');
      if (match === 'method-not-allowed') throw new PlatformError(405, undefined, 'Method Not Allowed');
      const { operationId, operation, pathParams } = match;
      const handler = handlers[operationId as OperationId] as
        | ((context: HandlerContext<OperationId>) => unknown)
        | undefined;
      if (!handler)
        throw new PlatformError(501, 'NotImplemented', `${operationId} is not served by the mock`);

      const bodyLimit = bodyLimitOf(operationId, operation);
      admitRequest(request, operationId, operation, bodyLimit);
      const now = new Date();
      const actor = resolveActor(options.db, request.headers, options.settings.auth, now);
      identified({ operationId, actor });
      if (!actor && !PUBLIC_OPERATIONS.has(operationId)) {
        throw new PlatformError(401, 'Unauthorized', 'credentials missing or invalid');
      }
      const headers: [string, string][] = [['x-request-id', requestId]];
      const context = {
        db: options.db,
        path: parsePath(operation.pathParams, pathParams),
        query: parseQuery(operation.query, url.searchParams),
        body: await readBody(request, operation, bodyLimit, version),
        actor,
        requestId,
        now,
        settings: options.settings,
        headers: request.headers,
        clientAddress: request.clientAddress,
        secure: request.secure,
        throttles,
        setHeader: (name: string, value: string) => headers.push([name, value]),
      } as unknown as HandlerContext<OperationId>;
      const result = await handler(context);
      if (operation.responseEncoding === 'binary') {
        // A handler may name the content type (a zip, say); otherwise it is just bytes.
        if (!headers.some(([name]) => name.toLowerCase() === 'content-type')) {
          headers.push(['content-type', 'application/octet-stream']);
        }
        // A download that announces byte ranges (support bundles) serves the one a client asks for.
        const range = request.headers.get('range');
        const rangesAccepted = headers.some(
          ([name, value]) => name.toLowerCase() === 'accept-ranges' && value === 'bytes',
        );
        if (range !== null && rangesAccepted) return partialAnswer(result as Uint8Array, headers, range);
        return { status: operation.status, headers, body: result as Uint8Array };
      }
      if (!operation.response) return { status: operation.status, headers };
      // Encoding the answer under the contract strips internal bookkeeping fields and proves the wire shape.
      return {
        status: operation.status,
        headers: [...headers, ['content-type', 'application/json']],
        body: answerTextAt(
          operation.response,
          encodeAnswer(operationId, operation.response, result),
          version,
        ),
      };
    } catch (error) {
      if (error instanceof PlatformError) return errorAnswer(error, requestId);
      options.onInternalError?.(error);
      return errorAnswer(new PlatformError(500, 'Internal', 'Internal Server Error'), requestId);
    }
  }
}
