import type { Plugin } from 'vite';

/**
 * The `<style>` elements UI libraries render, each allowed by the hash of its text (test next door): Radix's
 * scroll area and select viewports hide native scrollbars, and react-remove-scroll-bar (under Radix's modal
 * dialogs and menus) locks the page's scroll. The last one's text carries the page's scrollbar width, always 0
 * in the console, whose document never scrolls (its frame scrolls inside). Any other text is refused, and the
 * e2e suite's violation check fails.
 */
export const LIBRARY_STYLE_HASHES: readonly string[] = [
  "'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='",
  "'sha256-nzTgYzXYDNe6BAHiiI7NNlfK8n/auuOAhh2t92YvuXo='",
  "'sha256-vGQdhYJbTuF+M8iCn1IZCHpdkiICocWHDq4qnQF4Rjw='",
];

/**
 * What the console's pages may load: its own scripts, styles, fonts and images (and `data:` images, which
 * Vite makes of small assets), calls to its own origin — under CSP 3 `'self'` also allows the serial console's
 * `ws:`/`wss:` to the same host — and its own service worker (the preview's mock). No inline script or
 * `<style>` element, no plugins, no `<base>` elsewhere.
 *
 * Preview mode alone allows `eval`: its in-browser mock compiles its answer encoders, and zod its parsers,
 * with `new Function` (each probes for it and falls back without, but the probe is reported as a violation).
 * A console in remote mode — what a rack serves — holds no mock and no `eval`.
 */
function pagePolicy(previewMode: boolean) {
  return [
    "default-src 'self'",
    previewMode ? "script-src 'self' 'unsafe-eval'" : "script-src 'self'",
    `style-src 'self' ${LIBRARY_STYLE_HASHES.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ];
}

/** Browsers ignore `frame-ancestors` in a `<meta>`: it only works as a header. */
const FRAMING_POLICY = "frame-ancestors 'none'";

/** The headers of every response serving the built console (`vite preview`, in preview and remote mode). */
export const securityHeaders = (previewMode: boolean) => ({
  'Content-Security-Policy': [...pagePolicy(previewMode), FRAMING_POLICY].join('; '),
  'X-Content-Type-Options': 'nosniff',
});

/**
 * The dev server's: no framing and no sniffing, but not the page policy, which Vite's development client
 * breaks by design (an inline preamble script for React refresh, and each stylesheet injected as `<style>`).
 */
export const DEV_SECURITY_HEADERS = {
  'Content-Security-Policy': FRAMING_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Puts the page policy in the built index.html as a `<meta http-equiv>`, for hosts that serve the console's
 * files without setting headers. Only in the build: the dev server's HTML carries Vite's inline preamble.
 */
export function contentSecurityPolicyMeta(previewMode: boolean): Plugin {
  return {
    name: 'rack-console-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: pagePolicy(previewMode).join('; ') },
        injectTo: 'head-prepend',
      },
    ],
  };
}
