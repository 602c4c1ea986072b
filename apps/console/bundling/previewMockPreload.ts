import type { HtmlTagDescriptor, Plugin } from 'vite';
import { type OutputChunk, staticClosure } from './chunkGraph.ts';

const PREVIEW_MOCK_MODULE = /mock-server[\\/](src[\\/]browser\.ts|dist[\\/]browser\.js)$/;

/**
 * Preview mode: the page fetches the in-browser mock's chunks together with the app's own (issue 4: in
 * parallel, never in series). Without this the browser learns of them only once the app's code has loaded
 * and run up to its `import()` of the mock.
 */
export function previewMockPreload(base: string): Plugin {
  return {
    name: 'rack-console-preview-mock-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const mock = chunks.find(
          (chunk) => chunk.facadeModuleId && PREVIEW_MOCK_MODULE.test(chunk.facadeModuleId),
        );
        if (!mock) return;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = staticClosure(entry, byFile);
        const tags: HtmlTagDescriptor[] = [];
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
