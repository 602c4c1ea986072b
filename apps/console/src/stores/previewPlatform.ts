import type { PreviewPlatform } from '@rackconsole/mock-server/browser';
import { createStore } from './store';

export type { PreviewPlatform };

/**
 * The in-browser platform of preview mode once it runs (its chaos switch), for the preview's dialog; it stays
 * undefined in remote mode, where there is none.
 */
export const previewPlatform = createStore<PreviewPlatform | undefined>(undefined);
