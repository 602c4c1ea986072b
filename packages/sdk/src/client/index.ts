export {
  API_VERSION,
  API_VERSIONS,
  type ApiVersion,
  apiVersionLabel,
  compareApiVersions,
  OLDEST_API_VERSION,
} from '../contract/version.js';
export * from './api.js';
export * from './api-version.js';
export { camelToSnake, fromWire, isTimestampKey, snakeToCamel, toWire } from './casing.js';
export { olderVersions } from './older-versions.js';
export { toQueryString } from './query.js';
export * from './result.js';
export { type RetryOptions, type RetryPolicy, retryIdempotent } from './retry.js';
export * from './transport.js';
export { olderVersionShapes, type ShapeTranslation } from './version-shapes.js';
