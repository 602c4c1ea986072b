import { describe, expect, it } from 'vitest';
import { validateSshPublicKey } from './sshPublicKey';

// Public keys generated with ssh-keygen for this test; the matching private keys were thrown away.
const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGUpV1w8YXbPOgD6c3dAPiRpFX8PdhvIWikSMYYa6Jf2 hannah@rack';
const ECDSA =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBE/JWL+0EBLE4G5pCAkUsItTBWDskkaVLlG4muZTc3Jm708/gWJrlH7zbXC5nAlaVWnZ8haQZ+wihv/Tr5zpEsg=';

describe('validateSshPublicKey', () => {
  it('accepts OpenSSH public key lines, with or without a comment and surrounding whitespace', () => {
    expect(validateSshPublicKey(ED25519)).toBeUndefined();
    expect(validateSshPublicKey(`  ${ED25519}\n`)).toBeUndefined();
    expect(validateSshPublicKey(ED25519.split(' ').slice(0, 2).join(' '))).toBeUndefined();
    expect(validateSshPublicKey(ECDSA)).toBeUndefined();
  });

  it('asks for the key type first', () => {
    expect(validateSshPublicKey('AAAAC3NzaC1lZDI1NTE5AAAAIGUpV1w8')).toBe(
      'Public key must start with its type, such as ssh-ed25519 or ssh-rsa',
    );
    expect(validateSshPublicKey('ssh-dss AAAAB3NzaC1kc3MAAACBAP')).toBe(
      'Public key must start with its type, such as ssh-ed25519 or ssh-rsa',
    );
  });

  it('needs the key data, in base64', () => {
    expect(validateSshPublicKey('ssh-ed25519')).toBe('Public key is missing its key data');
    expect(validateSshPublicKey('ssh-ed25519 not*base64!')).toBe('Key data must be base64');
  });

  it('catches key data of another type, or cut short', () => {
    const [, data] = ED25519.split(' ');
    expect(validateSshPublicKey(`ssh-rsa ${data}`)).toBe('Key data is not a ssh-rsa key');
    expect(validateSshPublicKey('ssh-ed25519 AAAA')).toBe('Key data is not a ssh-ed25519 key');
  });

  it('refuses private keys and keys split over several lines', () => {
    expect(validateSshPublicKey('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n')).toBe(
      'This is a private key; paste the public key (the .pub file)',
    );
    const [type, data] = ED25519.split(' ');
    expect(validateSshPublicKey(`${type} ${data!.slice(0, 20)}\n${data!.slice(20)}`)).toBe(
      'Public key must be a single line',
    );
  });
});
