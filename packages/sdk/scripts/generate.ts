// `pnpm --filter @rackconsole/sdk generate`: writes openapi.json and src/generated/api.ts from the contract.
import { writeFile } from 'node:fs/promises';
import { renderOpenApiJson, renderTypes } from './codegen';

const packageRoot = new URL('../', import.meta.url);
await writeFile(new URL('openapi.json', packageRoot), renderOpenApiJson());
await writeFile(new URL('src/generated/api.ts', packageRoot), await renderTypes());
console.log('Wrote openapi.json and src/generated/api.ts');
