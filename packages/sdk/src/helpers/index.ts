export { callOrThrow, PlatformCallError } from './call-or-throw.js';
export * from './internet-gateway-routes.js';
export * from './pagination.js';
export * from './search.js';
export { type WaitForOptions, WaitForTimeoutError, waitFor } from './wait-for.js';
