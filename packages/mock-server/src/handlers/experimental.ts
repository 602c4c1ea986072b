import type { Handlers } from './types';
/** The experimental operations: instrumentation probes, support bundles and rack membership changes. */
export const experimentalHandlers: Handlers = {};
