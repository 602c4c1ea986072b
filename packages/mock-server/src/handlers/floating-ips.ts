import type { Handlers } from '../runtime/types';

export const floatingIpHandlers: Handlers = {};
