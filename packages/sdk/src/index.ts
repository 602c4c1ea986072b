export * from './client/index.js';

export * from './errors/index.js';
export type * from './generated/api.js';
export * from './helpers/index.js';
export * from './rules/index.js';
export * from './util/index.js';
