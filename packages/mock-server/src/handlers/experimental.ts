import type { Handlers } from '../runtime/types';

export const experimentalHandlers: Handlers = {};
