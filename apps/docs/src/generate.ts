// The pages generated from the sources they document, written under content/generated/ before VitePress
// builds the site (`pnpm --filter docs build` runs this first): the CLI reference from `rackctl`'s command
// tree (a page per top-level command), the API reference from the SDK's openapi.json, and the guides page's
// list. Never edit the output by hand.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiOperations, apiTags, loadOpenApi } from './api/openapi';
import {
  apiIndexMarkdown,
  apiSidebars,
  apiVersionsMarkdown,
  areaFolder,
  areaMarkdown,
  operationMarkdown,
} from './api/pages';
import { cliCommandPages, cliReferenceMarkdown, cliSidebar } from './cli-reference';
import { guidesListMarkdown } from './guides';

/** Where the generated pages go; the site config maps `generated/api/…` to `api/…` and `generated/cli/…` to `cli/…`. */
export const GENERATED_DIR = fileURLToPath(new URL('../content/generated/', import.meta.url));

/** Writes every generated page and the API and CLI sidebars; returns how many files it wrote. */
export function generate(outDir = GENERATED_DIR): number {
  const doc = loadOpenApi();
  rmSync(outDir, { recursive: true, force: true });
  const files: [string, string][] = [
    ['cli-reference.md', cliReferenceMarkdown()],
    ['guides-list.md', guidesListMarkdown()],
    ['sidebars.json', `${JSON.stringify({ ...apiSidebars(doc), ...cliSidebar() }, null, 2)}\n`],
    ...cliCommandPages(),
    ['api/index.md', apiIndexMarkdown(doc)],
    ['api/versions.md', apiVersionsMarkdown()],
    ...apiTags(doc).map((tag): [string, string] => [
      `api/${areaFolder(tag)}/index.md`,
      areaMarkdown(doc, tag),
    ]),
    ...apiOperations(doc).map((entry): [string, string] => [
      `api/${areaFolder(entry.tag)}/${entry.operation.operationId}.md`,
      operationMarkdown(doc, entry),
    ]),
  ];
  for (const [path, contents] of files) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), contents);
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Generated ${generate()} files of the reference into ${GENERATED_DIR}`);
}
