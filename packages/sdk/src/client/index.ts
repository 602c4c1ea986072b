export * from './api';
export { camelToSnake, fromWire, isTimestampKey, snakeToCamel, toWire } from './casing';
export { toQueryString } from './query';
export * from './result';
export * from './transport';
