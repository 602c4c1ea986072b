import type { Handlers } from '../runtime/types';

export const identityProviderHandlers: Handlers = {};
