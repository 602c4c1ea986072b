// The preview's platform worker: browser.ts starts it as a module worker next to itself (its own build entry),
// and the platform answers the page's calls here, off the page's thread.
import { servePreviewPlatform } from './runtime/preview-host';
import type { PreviewPort } from './runtime/preview-protocol';

// The DOM library types `self` as a window; in a dedicated worker it is the worker's scope, a port to the page.
servePreviewPlatform(self as unknown as PreviewPort);
