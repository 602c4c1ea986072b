// `pnpm --filter @rackconsole/sdk generate`: writes openapi.json and src/generated/* from the contract.
import { writeFile } from 'node:fs/promises';
import { renderEnums, renderOpenApiJson, renderOperationTable, renderTypes } from './codegen';
import { renderVersionShapes } from './version-shape-plans';

const packageRoot = new URL('../', import.meta.url);
await writeFile(new URL('openapi.json', packageRoot), renderOpenApiJson());
await writeFile(new URL('src/generated/api.ts', packageRoot), await renderTypes());
await writeFile(new URL('src/generated/operations.ts', packageRoot), renderOperationTable());
await writeFile(new URL('src/generated/enums.ts', packageRoot), renderEnums());
await writeFile(new URL('src/generated/version-shapes.ts', packageRoot), renderVersionShapes());
console.log('Wrote openapi.json and src/generated/{api,operations,enums,version-shapes}.ts');
