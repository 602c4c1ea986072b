/**
 * A refusal in the platform's terms; the dispatcher turns it into `{ error_code, message, request_id }`. The
 * platform's HTTP layer answers requests no operation matches without an `error_code`, hence optional.
 */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
    /** Headers the refusal carries besides its body, such as `Retry-After` on a 429. */
    readonly headers: [name: string, value: string][] = [],
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** 404 ObjectNotFound, worded as the platform words it: `not found: project with name "x"`. */
export const notFound = (kind: string, by: 'name' | 'id', value: string) =>
  new PlatformError(404, 'ObjectNotFound', `not found: ${kind} with ${by} "${value}"`);

/** 400 ObjectAlreadyExists: `already exists: project "x"`. */
export const alreadyExists = (kind: string, name: string) =>
  new PlatformError(400, 'ObjectAlreadyExists', `already exists: ${kind} "${name}"`);

/** 400 InvalidRequest: a rule of the platform refuses the request. */
export const invalidRequest = (message: string) => new PlatformError(400, 'InvalidRequest', message);

/** 400 for a body, parameter or path that does not match the contract. */
export const badRequest = (message: string) => new PlatformError(400, 'InvalidRequest', message);

export const unauthorized = () => new PlatformError(401, 'Unauthorized', 'credentials missing or invalid');

export const forbidden = () => new PlatformError(403, 'Forbidden', 'Forbidden');

/**
 * A refusal as an answer: the platform's error body, and the request id in `x-request-id` too. Plain data
 * shaped as the dispatcher's `PlatformResponse`, so the runtimes can refuse before dispatching.
 */
export const errorAnswer = (error: PlatformError, requestId: string) => ({
  status: error.status,
  headers: [['x-request-id', requestId], ['content-type', 'application/json'], ...error.headers] as [
    string,
    string,
  ][],
  body: JSON.stringify({ error_code: error.errorCode, message: error.message, request_id: requestId }),
});

/** 400 InvalidValue, as the platform answers a parameter outside its limits. */
export const invalidValue = (label: string, message: string) =>
  new PlatformError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`);
