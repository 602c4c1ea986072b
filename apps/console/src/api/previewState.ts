/** The URL fragment key of a link that opens the preview with a given state. */
const STATE_KEY = 'preview-state';

/**
 * The most a preview's state file may hold: the default platform's is about 280 KB, so this leaves room for
 * two hundred times that. A larger file, or a link that would unpack to more (a small link can unpack to
 * gigabytes), is refused before it is held.
 */
export const PREVIEW_STATE_MAX_BYTES = 64 * 1024 * 1024;

/** `body` through gzip, one way or the other, as a response to read. */
function gzip(body: BodyInit, direction: 'compress' | 'decompress') {
  const source = new Response(body).body as ReadableStream<Uint8Array>;
  const transform =
    direction === 'compress' ? new CompressionStream('gzip') : new DecompressionStream('gzip');
  return new Response(source.pipeThrough(transform as unknown as TransformStream<Uint8Array, Uint8Array>));
}

/**
 * A link to the console at `base` that opens the preview with the state file `text`: gzipped, base64url, in the
 * fragment, so it never reaches a server (the default platform is about 23 KB that way).
 */
export async function previewStateLink(text: string, base: string): Promise<string> {
  const bytes = new Uint8Array(await gzip(text, 'compress').arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base}#${STATE_KEY}=${encoded}`;
}

/** The state file a preview link carries in `hash`, or undefined when it carries none (or one that is damaged). */
export async function stateFromLink(hash: string): Promise<string | undefined> {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get(STATE_KEY);
  if (!encoded) return undefined;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return await unpacked(bytes);
  } catch {
    return undefined;
  }
}

/** A link's gzipped state as text, read up to `PREVIEW_STATE_MAX_BYTES`: past it, the link is damaged. */
async function unpacked(bytes: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
  const reader = (gzip(bytes, 'decompress').body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > PREVIEW_STATE_MAX_BYTES) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
