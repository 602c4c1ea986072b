import { API_VERSION } from '@rackconsole/sdk/contract';

/**
 * Headers on every answer of both runtimes: a browser must not guess a type other than the one declared, and
 * every answer names the newest API version the server speaks, so a client can tell the platform was updated.
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['api-version', API_VERSION],
];
