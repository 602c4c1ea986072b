import { describe, expect, it } from 'vitest';
import { previewStateLink, stateFromLink } from './previewState';

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
});
