import type { Plugin } from 'vite';

/**
 * What the console's pages may load: its own scripts, stylesheets, fonts and images (and `data:` images, which
 * Vite makes of small assets), calls to its own origin — under CSP 3 `'self'` also allows the serial console's
 * `ws:`/`wss:` to the same host — and its own service worker (the preview's mock). No inline script, no inline
 * style attribute in markup (React sets styles through the CSSOM, which the policy does not govern), no
 * plugins, no `<base>` elsewhere.
 *
 * `<style>` elements are allowed: the serial console's terminal (xterm.js's DOM renderer) writes its colours
 * and cell sizes into `<style>` elements of its own, under a per-terminal selector, which no hash can name and
 * which take no nonce; Radix adds a few fixed ones (scrollbar hiding, the modal scroll lock).
 *
 * Preview mode alone allows `eval`: its in-browser mock compiles its answer encoders, and zod its parsers,
 * with `new Function` (each probes for it and falls back without, but the probe is reported as a violation).
 * A console in remote mode — what a rack serves — holds no mock and no `eval`.
 */
function pagePolicy(previewMode: boolean) {
  return [
    "default-src 'self'",
    previewMode ? "script-src 'self' 'unsafe-eval'" : "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
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

/**
 * Headers every console page carries, dev server included: a link followed out of the console tells the
 * other site no more than the console's origin (never a project's or instance's path), and the page may not
 * use devices it has no business with, nor let anything it loads ask for them.
 */
const PAGE_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()',
  'X-Content-Type-Options': 'nosniff',
};

/** The headers of every response serving the built console (`vite preview`, in preview and remote mode). */
export const securityHeaders = (previewMode: boolean) => ({
  'Content-Security-Policy': [...pagePolicy(previewMode), FRAMING_POLICY].join('; '),
  ...PAGE_HEADERS,
});

/**
 * The dev server's: no framing and no sniffing, but not the page policy, which Vite's development client
 * breaks by design (an inline preamble script for React refresh, and each stylesheet injected as `<style>`).
 */
export const DEV_SECURITY_HEADERS = {
  'Content-Security-Policy': FRAMING_POLICY,
  ...PAGE_HEADERS,
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
