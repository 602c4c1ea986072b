import { describe, expect, it } from 'vitest';
import { PREVIEW_STATE_MAX_BYTES, previewStateLink, stateFromLink } from './previewState';

describe('preview state links', () => {
  it('carry a state file in the fragment and give it back', async () => {
    const text = JSON.stringify({
      format: 'rackconsole-mock-state',
      tables: { projects: { a: { name: 'é/+=' } } },
    });
    const link = await previewStateLink(text, 'https://console.example/projects');
    expect(link).toMatch(/^https:\/\/console\.example\/projects#preview-state=[A-Za-z0-9_-]+$/);
    expect(await stateFromLink(new URL(link).hash)).toBe(text);
  });

  it('give nothing for a fragment without a state, or a damaged one', async () => {
    expect(await stateFromLink('')).toBeUndefined();
    expect(await stateFromLink('#other=1')).toBeUndefined();
    expect(await stateFromLink('#preview-state=not-gzip')).toBeUndefined();
  });

  it('give nothing for a link that would unpack to more than a state holds, without unpacking it all', async () => {
    // 64 MiB and a byte of spaces pack into a link of about 90 KB.
    const bomb = await previewStateLink(' '.repeat(PREVIEW_STATE_MAX_BYTES + 1), 'https://console.example/');
    expect(bomb.length).toBeLessThan(200_000);
    expect(await stateFromLink(new URL(bomb).hash)).toBeUndefined();
  });
});
