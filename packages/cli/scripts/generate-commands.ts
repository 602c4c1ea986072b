// `pnpm --filter @rackconsole/cli generate`: writes src/generated/operations.ts, the commands generated from
// the SDK's OpenAPI document (run it after the SDK's own `generate`).
import { readFile, writeFile } from 'node:fs/promises';
import { renderOperations } from './render-operations';

const sdkOpenApi = new URL('../../sdk/openapi.json', import.meta.url);
const target = new URL('../src/generated/operations.ts', import.meta.url);
await writeFile(target, renderOperations(JSON.parse(await readFile(sdkOpenApi, 'utf8'))));
console.log('Wrote src/generated/operations.ts');
