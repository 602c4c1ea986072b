/** Bytes as standard base64 (btoa takes a binary string, built in chunks to stay within argument limits). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

const readBytes = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** A file's contents as base64, e.g. an identity provider's metadata XML. */
export const fileToBase64 = async (file: Blob) => bytesToBase64(await readBytes(file));

const PEM_BLOCK = /-----BEGIN [A-Z0-9 ]+-----([\s\S]*?)-----END [A-Z0-9 ]+-----/;

/**
 * A certificate or key file as base64 DER, which the platform expects for SAML signing key pairs. A DER file
 * is encoded as is; a PEM file already holds base64 DER between its BEGIN and END lines, so that is taken.
 */
export async function derBase64(file: Blob): Promise<string> {
  const bytes = await readBytes(file);
  const text = new TextDecoder('latin1').decode(bytes);
  const pem = PEM_BLOCK.exec(text);
  return pem?.[1] ? pem[1].replace(/\s+/g, '') : bytesToBase64(bytes);
}
