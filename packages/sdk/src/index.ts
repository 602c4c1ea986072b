export * from './client';
/** The wire contract: every operation's definition and the runtime (zod) schema of every wire shape. */
export * as contract from './contract';
export * from './errors';
export type * from './generated/api';
export * from './helpers';
export * from './rules';
export * from './util';
