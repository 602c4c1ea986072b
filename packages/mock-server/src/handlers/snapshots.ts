import type { Handlers } from '../runtime/types';

export const snapshotHandlers: Handlers = {};
