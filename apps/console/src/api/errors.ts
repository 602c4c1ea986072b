import { type ApiFailure, type PlatformError, toPlatformError } from '@rackconsole/sdk';

/** A failed call, thrown by queries and mutations so screens and toasts can show the catalogue message. */
export class ApiError extends Error implements PlatformError {
  readonly errorCode: string | null;
  readonly statusCode: number;
  readonly requestId: string | null;

  constructor(failure: ApiFailure, operationName: string) {
    const processed = toPlatformError(failure, operationName, console.error);
    super(processed.message);
    this.name = 'ApiError';
    this.errorCode = processed.errorCode;
    this.statusCode = processed.statusCode;
    this.requestId = processed.requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
