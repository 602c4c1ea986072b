import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedupeDeclarations } from './dedupe-declarations.mjs';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const contractSources = join(packageRoot, 'src', 'contract');

/** The names of a declaration file's exported constants. */
function exportedConstantNames(path: string): string[] {
  const sourceFile = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  return sourceFile.statements.flatMap((statement) =>
    ts.isVariableStatement(statement) &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      ? statement.declarationList.declarations.flatMap((declaration) =>
          ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
        )
      : [],
  );
}

const size = (directory: string) =>
  readdirSync(directory).reduce((sum, file) => sum + readFileSync(join(directory, file)).length, 0);

// Emitting the contract's declarations takes about 8 s of CPU and checking the two sets against each other as
// much again; on a machine shared with other work, minutes.
describe("the contract's deduplicated declarations", () => {
  let work: string;
  let full: string;
  let light: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'sdk-declarations-'));
    // The declarations import zod; the package's own dependencies resolve it.
    symlinkSync(join(packageRoot, 'node_modules'), join(work, 'node_modules'), 'junction');
    full = join(work, 'full');
    light = join(work, 'light');
    const rootNames = readdirSync(contractSources)
      .filter((file) => file.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(file))
      .map((file) => join(contractSources, file));
    const program = ts.createProgram(rootNames, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      skipLibCheck: true,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: contractSources,
      outDir: full,
      types: [],
      // The contract's own type-check is the package's typecheck; here only its declarations matter.
      noCheck: true,
    });
    const emitted = program.emit();
    expect(emitted.diagnostics).toEqual([]);
    cpSync(full, light, { recursive: true });
    dedupeDeclarations(light);
  }, 300_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('are under half the size of what tsc writes', () => {
    expect(size(light)).toBeLessThan(size(full) / 2);
  });

  it('declare every exported constant with exactly the type tsc gave it', () => {
    const files = readdirSync(full).filter((file) => file.endsWith('.d.ts'));
    const lines = [
      'type Identical<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
    ];
    let checked = 0;
    for (const [index, file] of files.entries()) {
      const module = `./${file.replace(/\.d\.ts$/, '.js')}`;
      lines.push(`import type * as full${index} from './full/${module.slice(2)}';`);
      lines.push(`import type * as light${index} from './light/${module.slice(2)}';`);
      for (const name of exportedConstantNames(join(full, file))) {
        lines.push(
          `export const same${index}_${name}: Identical<typeof full${index}.${name}, typeof light${index}.${name}> = true;`,
        );
        checked += 1;
      }
    }
    // The check itself can fail: two different schemas are not identical.
    const instances = files.indexOf('instances.d.ts');
    const disks = files.indexOf('disks.d.ts');
    lines.push('// @ts-expect-error: an instance is not a disk');
    lines.push(
      `export const different: Identical<typeof full${instances}.Instance, typeof light${disks}.Disk> = true;`,
    );
    const check = join(work, 'check.ts');
    writeFileSync(check, lines.join('\n'));

    const program = ts.createProgram([check], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      types: [],
    });
    // The light declarations must themselves be sound (zod's and tsc's own output are not this test's to check).
    const diagnostics = program
      .getSourceFiles()
      .filter((sourceFile) => sourceFile.fileName === check || sourceFile.fileName.startsWith(light))
      .flatMap((sourceFile) => [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile),
      ])
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  }, 300_000);
});
