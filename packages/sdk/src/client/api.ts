import type { operations } from '../generated/api.js';
import {
  type OperationId,
  type OperationRoute,
  operationExtras,
  operationMethodPaths,
  operationSinceVersions,
} from '../generated/operations.js';
import { camelToSnake, snakeToCamel } from './casing.js';
import type { ApiResult } from './result.js';
import {
  type Call,
  type CallParams,
  type ClientOptions,
  createTransport,
  type HttpMethod,
} from './transport.js';

/** The SDK's name of an operation: the platform's operationId in camelCase (`instance_start` → `instanceStart`). */
export type OperationName = keyof operations;

type ParametersOf<Op> = Op extends { parameters: infer P } ? P : never;
type PathOf<Op> = ParametersOf<Op> extends { path: infer P } ? P : never;
type QueryOf<Op> = 'query' extends keyof ParametersOf<Op>
  ? Exclude<ParametersOf<Op>['query' & keyof ParametersOf<Op>], undefined>
  : never;
type BodyOf<Op> = Op extends { requestBody: { content: infer C } } ? C[keyof C] : never;
type SuccessOf<Op> = Op extends { responses: infer R }
  ? R[Extract<keyof R, 200 | 201 | 202 | 204 | 101 | 303>]
  : never;

/** The success body of an operation; operations that answer with no body resolve to `{}`. */
export type ResponseOf<Op> = SuccessOf<Op> extends { content: infer C } ? C[keyof C] : Record<string, never>;

type IsEmpty<T> = [T] extends [never] ? true : false;

/** What a named operation takes: `path`, `query` and `body` where the operation has them, plus request options. */
export type ParamsOf<Op> = (IsEmpty<PathOf<Op>> extends true ? unknown : { path: PathOf<Op> }) &
  (IsEmpty<QueryOf<Op>> extends true
    ? unknown
    : ParametersOf<Op> extends { query: unknown }
      ? { query: QueryOf<Op> }
      : { query?: QueryOf<Op> }) &
  (IsEmpty<BodyOf<Op>> extends true ? unknown : { body: BodyOf<Op> }) & { init?: RequestInit };

type NamedOperation<Op> = (
  ...params: Record<string, never> extends ParamsOf<Op> ? [params?: ParamsOf<Op>] : [params: ParamsOf<Op>]
) => Promise<ApiResult<ResponseOf<Op>>>;

/** One function per platform operation, named after its operationId. */
export type Api = { [Name in OperationName]: NamedOperation<operations[Name]> };

/** The parameters of a named operation, e.g. `Params<'instanceStart'>`. */
export type Params<Name extends OperationName> = ParamsOf<operations[Name]>;
/** The success data of a named operation, e.g. `Response<'projectList'>`. */
export type Response<Name extends OperationName> = ResponseOf<operations[Name]>;

/** Creates the typed client: `api.projectList({ query: { limit: 10 } })` resolves to an `ApiResult`. */
export function createApi(options: ClientOptions = {}): Api {
  return bindOperations(createTransport(options));
}

/** Binds every operation of the contract's operation table to a transport (which picks the version's path). */
export function bindOperations(call: Call): Api {
  const api: Record<string, unknown> = {};
  for (const [operationId, methodPath] of Object.entries(operationMethodPaths)) {
    const [method, path] = methodPath.split(' ') as [HttpMethod, string];
    const extras = operationExtras[operationId as OperationId] ?? {};
    // The caller's path, query, body and init, then the operation's own encodings, key plans and moved paths.
    const route: CallParams = { ...extras, operationId };
    api[snakeToCamel(operationId)] = (params: CallParams = {}) => call(method, path, { ...params, ...route });
  }
  return api as Api;
}

/**
 * How an operation is reached: its HTTP method and the platform's path template (snake_case parameters,
 * e.g. `/v1/instances/{instance}/start`), and its body encodings. For tools that show or make raw calls.
 */
export function operationRoute(name: OperationName): OperationRoute {
  const id = camelToSnake(name) as OperationId;
  if (!Object.hasOwn(operationMethodPaths, id)) throw new RangeError(`The SDK has no operation ${name}`);
  const [method, path] = operationMethodPaths[id].split(' ') as [HttpMethod, string];
  const since = operationSinceVersions[id];
  return { method, path, ...operationExtras[id], ...(since ? { since } : {}) };
}
