import { PlatformCallError } from '@rackconsole/sdk';

/** Whether a query or mutation failed with the platform's answer (rather than, say, a network failure). */
export const isApiError = (error: unknown): error is PlatformCallError => error instanceof PlatformCallError;
