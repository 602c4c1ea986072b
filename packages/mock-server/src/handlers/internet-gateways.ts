import type { Handlers } from '../runtime/types';

export const internetGatewayHandlers: Handlers = {};
