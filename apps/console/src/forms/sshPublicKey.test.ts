import { describe, expect, it } from 'vitest';
import { sshKeyFingerprint, validateSshPublicKey } from './sshPublicKey';

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

describe('sshKeyFingerprint', () => {
  // Each printed by `ssh-keygen -l -f key.pub` for these keys.
  it('is the fingerprint ssh-keygen -l prints', async () => {
    expect(
      await sshKeyFingerprint(
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILzYIU9cpDfTm8V15jd9szLlLtXdUHseUKAKa4SIhapq e2e@rack',
      ),
    ).toBe('SHA256:k3D70y2ZZvCWR8Js2HJy97PRRfCJ/6kvo5pj4TvkxCg');
    expect(
      await sshKeyFingerprint(
        'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDJ/vf1FIn4N4IsuelDDZFQDDo2Kt+kqxZ2Q0Dp7gGz7Ft+folqoPG9j73YwuUeqt12YcXv3vgICKogYAVwRUfmjlLmqc+ykX6U2UbdiSiPFmpazwoDgXl6FSAp7VWE2WsDNacY2rz2ACRK0NMKe9msO0/lk2Kipf7O8oc7D3SRMcFAEt6Z+nPrcy6jTUh9KlX8RPzUlY7hbFTBzDUZStzE99GYXUD1RR59VrnArBWIUdnYOHi8HMAy2fYCtaVxyBaoyHt6a2hGmEMPl2kvGUpInEtvnnSYDsLDQeiRh/52xYFPPom8F6Y2T3pnbYCi0vEnDMFX+oCRMOG4Baoh0GLB rsa@rack',
      ),
    ).toBe('SHA256:l6pJe5BKPiPR3ulRwvE166M+/aA2bPpeGaHh8cGH2EM');
  });

  it('has none for a line that is not a public key', async () => {
    expect(await sshKeyFingerprint('ssh-ed25519 not-base64!')).toBeUndefined();
    expect(await sshKeyFingerprint('')).toBeUndefined();
  });
});
