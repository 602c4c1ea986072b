import type { Api, OperationName, Params, Response } from '../client/api.js';
import type { ApiFailure } from '../client/result.js';
import { type ErrorLogger, type PlatformError, toPlatformError } from '../errors/platform-error.js';

/** A failed call as an `Error`: the catalogue message (spec §8), its codes, and the failure it came from. */
export class PlatformCallError extends Error implements PlatformError {
  readonly errorCode: string | null;
  readonly statusCode: number;
  readonly requestId: string | null;

  constructor(
    readonly operationName: string,
    readonly failure: ApiFailure,
    log?: ErrorLogger,
  ) {
    const error = toPlatformError(failure, operationName, log);
    super(error.message);
    this.name = 'PlatformCallError';
    this.errorCode = error.errorCode;
    this.statusCode = error.statusCode;
    this.requestId = error.requestId;
  }
}

type ParamsArgument<Name extends OperationName> = Parameters<Api[Name]>;

/**
 * Calls a named operation and resolves to its data, or throws a `PlatformCallError` for a failed answer
 * (a network failure rejects as fetch does). For code that prefers exceptions to result kinds.
 */
export async function callOrThrow<Name extends OperationName>(
  api: Api,
  name: Name,
  ...params: ParamsArgument<Name>
): Promise<Response<Name>> {
  const operation = api[name] as unknown as (params?: Params<Name>) => ReturnType<Api[Name]>;
  const result = await operation(params[0] as Params<Name> | undefined);
  if (result.type !== 'success') throw new PlatformCallError(name, result);
  return result.data as Response<Name>;
}
