import { describe, expect, it } from 'vitest';
import { apiOperations, loadOpenApi } from './openapi';
import { apiVersionsMarkdown, operationMarkdown } from './pages';

const doc = loadOpenApi();
const pageOf = (operationId: string) => {
  const entry = apiOperations(doc).find((candidate) => candidate.operation.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return operationMarkdown(doc, entry);
};

describe('API versions in the reference', () => {
  it('says since when an operation exists', () => {
    expect(pageOf('alert_list')).toContain(
      'Since platform API version `2026081400`: older platforms answer 404.',
    );
    expect(pageOf('project_list')).toContain(
      'In every platform API version the SDK speaks (since `2026073100`).',
    );
  });

  it('says where a moved operation lived before', () => {
    expect(pageOf('support_bundle_list')).toContain(
      'Before `2026081700` the platform served it at `/experimental/v1/system/support-bundles`.',
    );
  });

  it('lists every version and its changes, newest first', () => {
    const page = apiVersionsMarkdown();
    const versions = [...page.matchAll(/^\| `(\d+\.0\.0)` \|/gm)].map((match) => match[1]);
    expect(versions).toEqual([
      '2026081901.0.0',
      '2026081700.0.0',
      '2026081400.0.0',
      '2026081200.0.0',
      '2026073100.0.0',
    ]);
    expect(page).toContain('`ip` becomes `target_addr`');
  });
});
