/**
 * Text kept in the store for long, in one flat piece. Node builds `randomUUID()` (and other generated text)
 * by concatenation, a tree of ~16 pieces that V8 keeps until the text is first read: 490 bytes per id
 * instead of 70. Reading one character makes V8 flatten it; a store of 20,000 projects holds ~300,000 ids.
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** A fresh resource id, as the platform issues them (UUID v4). Web Crypto: the same in Node and browsers. */
export const newId = (): string => flat(globalThis.crypto.randomUUID());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a name-or-id selector is an id; the platform's names can never be UUIDs. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** `length` random bytes. */
export const randomBytes = (length: number): Uint8Array =>
  globalThis.crypto.getRandomValues(new Uint8Array(length));

/** Bytes as unpadded base64url, for tokens and secrets. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Text as base64url (page tokens). */
export const textToBase64url = (text: string): string => base64url(new TextEncoder().encode(text));

/** base64url back to text; throws on malformed input. */
export function base64urlToText(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const timestamps = new WeakMap<Date, { time: number; text: string }>();

/**
 * A date as the platform writes it (ISO 8601, UTC), one string per request time: every row one request
 * makes (a project's VPC, router, routes, subnet, rules…) shares the text instead of each holding a copy.
 */
export function timestamp(date: Date): string {
  const kept = timestamps.get(date);
  if (kept?.time === date.getTime()) return kept.text;
  const text = date.toISOString();
  timestamps.set(date, { time: date.getTime(), text });
  return text;
}
