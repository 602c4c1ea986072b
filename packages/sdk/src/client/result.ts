/** The platform's error body, as the SDK's camelCased surface sees it. */
export interface ErrorBody {
  errorCode?: string | null;
  message: string;
  requestId: string;
}

/** An HTTP 2xx answer whose body parsed (an empty body reads as `{}`). */
export interface ApiSuccess<Data> {
  type: 'success';
  data: Data;
  statusCode: number;
  /** The body as the platform sent it, for a JSON answer (tools that print answers as sent). */
  text?: string;
  response: Response;
}

/** A 4xx or 5xx answer carrying the platform's JSON error body (not an `Error`: calls never throw for a status). */
export interface ApiErrorResult {
  type: 'error';
  data: ErrorBody;
  statusCode: number;
  response: Response;
}

/** An answer whose body could not be read as JSON; `text` keeps the raw body for diagnosis. */
export interface ApiClientError {
  type: 'client_error';
  error: Error;
  text: string;
  statusCode: number;
  response: Response;
}

/** Any failed call: either the platform refused it or its answer could not be read. */
export type ApiFailure = ApiErrorResult | ApiClientError;

/** What every SDK call resolves to: it never throws for an HTTP status. */
export type ApiResult<Data> = ApiSuccess<Data> | ApiFailure;
