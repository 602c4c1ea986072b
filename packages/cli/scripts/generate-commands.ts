// `pnpm --filter @rackconsole/cli generate`: writes src/generated/{operations,nouns}.ts, the commands generated
// from the SDK's OpenAPI document (run it after the SDK's own `generate`).
import { readFile, writeFile } from 'node:fs/promises';
import { renderNouns, renderOperations } from './render-operations';

const doc = JSON.parse(await readFile(new URL('../../sdk/openapi.json', import.meta.url), 'utf8'));
const generated = new URL('../src/generated/', import.meta.url);
await writeFile(new URL('operations.ts', generated), renderOperations(doc));
await writeFile(new URL('nouns.ts', generated), renderNouns(doc));
console.log('Wrote src/generated/operations.ts and src/generated/nouns.ts');
