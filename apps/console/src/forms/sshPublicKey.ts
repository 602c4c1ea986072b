/** Key types OpenSSH writes in a public key line (DSA is left out: OpenSSH no longer accepts it). */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The key type named inside the base64 blob: a 4-byte big-endian length, then that many ASCII bytes. */
function embeddedKeyType(data: string): string | undefined {
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  if (bytes.length < 4) return undefined;
  const length = new DataView(bytes.buffer).getUint32(0);
  if (length > bytes.length - 4) return undefined;
  return String.fromCharCode(...bytes.subarray(4, 4 + length));
}

/**
 * Checks a public key in OpenSSH's one-line form, `<type> <base64 data> [comment]` (the content of an
 * `id_*.pub` file), so a pasted private key or a truncated line is caught before it reaches the platform.
 */
export function validateSshPublicKey(value: string): string | undefined {
  const text = value.trim();
  if (text.includes('PRIVATE KEY')) return 'This is a private key; paste the public key (the .pub file)';
  if (/[\r\n]/.test(text)) return 'Public key must be a single line';
  const [type, data] = text.split(/\s+/);
  if (!type || !(SSH_KEY_TYPES as readonly string[]).includes(type)) {
    return 'Public key must start with its type, such as ssh-ed25519 or ssh-rsa';
  }
  if (!data) return 'Public key is missing its key data';
  if (!BASE64.test(data)) return 'Key data must be base64';
  if (embeddedKeyType(data) !== type) return `Key data is not a ${type} key`;
  return undefined;
}

/**
 * The key's fingerprint as `ssh-keygen -l` prints it: `SHA256:` and the unpadded base64 of the SHA-256 of the
 * key data. Undefined for a line that is not a valid public key.
 */
export async function sshKeyFingerprint(publicKey: string): Promise<string | undefined> {
  if (validateSshPublicKey(publicKey)) return undefined;
  const [, data = ''] = publicKey.trim().split(/\s+/);
  const digest = await crypto.subtle.digest(
    'SHA-256',
    Uint8Array.from(atob(data), (char) => char.charCodeAt(0)),
  );
  const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return `SHA256:${base64.replace(/=+$/, '')}`;
}
