import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { type OutputChunk, staticClosure } from './chunkGraph.ts';

const PREVIEW_MOCK_MODULE = /mock-server[\\/](src[\\/]browser\.ts|dist[\\/]browser\.js)$/;

/** The script that registers the mock's service worker, beside the worker itself (vite.config.ts). */
const WORKER_REGISTRATION_FILE = 'registerMockServiceWorker.js';

/**
 * Registers msw's service worker as soon as the page has its HTML. msw registers the same worker when the mock
 * starts, after the app's code and the mock's have run; registered early, the worker installs and activates
 * (about 60 ms on a cold load) while they do, and msw finds it ready. A failure is msw's to report.
 */
const workerRegistration = (base: string) =>
  `navigator.serviceWorker?.register(${JSON.stringify(`${base}mockServiceWorker.js`)}).catch(() => {});\n`;

const isPreviewMock = (output: Rolldown.OutputChunk | Rolldown.OutputAsset): output is OutputChunk =>
  output.type === 'chunk' && !!output.facadeModuleId && PREVIEW_MOCK_MODULE.test(output.facadeModuleId);

/**
 * Preview mode: the page fetches the in-browser mock's chunks together with the app's own (issue 4: in
 * parallel, never in series), and registers the mock's service worker before either has run. Without this
 * the browser learns of them only once the app's code has loaded and run up to its `import()` of the mock.
 */
export function previewMockPreload(base: string): Plugin {
  return {
    name: 'rack-console-preview-mock-preload',
    apply: 'build',
    generateBundle(_, bundle) {
      if (!Object.values(bundle).some(isPreviewMock)) return;
      this.emitFile({ type: 'asset', fileName: WORKER_REGISTRATION_FILE, source: workerRegistration(base) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const mock = chunks.find(isPreviewMock);
        if (!mock) return;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = staticClosure(entry, byFile);
        // A classic async script: it runs as soon as it arrives, before the app's module scripts.
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'script',
            attrs: { async: true, src: `${base}${WORKER_REGISTRATION_FILE}` },
            injectTo: 'head',
          },
        ];
        for (const file of staticClosure(mock, byFile)) {
          if (loadedByEntry.has(file)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}
