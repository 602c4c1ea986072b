export { callOrThrow, PlatformCallError } from './call-or-throw.js';
export {
  DEFAULT_POLL_SECONDS,
  DEVICE_GRANT_TYPE,
  DeviceLoginError,
  type DeviceLoginOptions,
  deviceLogin,
} from './device-login.js';
export * from './internet-gateway-routes.js';
export * from './pagination.js';
export * from './search.js';
export {
  type SerialConsole,
  type SerialConsoleOptions,
  type SerialSocket,
  serialConsole,
  type WebSocketConstructor,
} from './serial-console.js';
export { type WaitForOptions, WaitForTimeoutError, waitFor } from './wait-for.js';
