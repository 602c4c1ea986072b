import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lightenOutput } from './lighten-output.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes files into a fresh directory, lightens it and reads them back. */
function lightened(files: Record<string, string>): Record<string, string> {
  dir = mkdtempSync(join(tmpdir(), 'lighten-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  lightenOutput(dir);
  return Object.fromEntries(Object.keys(files).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

describe('lightenOutput', () => {
  it('drops comments from modules and indents with tabs, and keeps a template literal as it was', async () => {
    // A module whose template literal spans lines, with the string's own indentation (the placeholder split so
    // that it reads as the module's text, not this test's).
    const hcl = [
      'export function block(name) {',
      '    // why',
      '    return `resource "x" "$' + '{name}" {',
      '    a = 1',
      '  }`;',
      '}',
      '',
    ].join('\n');
    const plain = 'export function twice(value) {\n    /** Doubles. */\n    return value * 2;\n}\n';
    const out = lightened({ 'hcl.js': hcl, 'plain.js': plain });
    expect(out['plain.js']).toBe('function twice(value) {\n\treturn value * 2;\n}\nexport {\n\ttwice\n};\n');
    expect(out['hcl.js']).not.toContain('// why');
    // The spaces inside the template literal are the string's own: they stay spaces.
    expect(out['hcl.js']).toContain('{\n    a = 1\n  }`');
    const load = async (name: string) => import(join(dir, name));
    expect((await load('hcl.js')).block('web')).toBe('resource "x" "web" {\n    a = 1\n  }');
  });

  it('drops the comments esbuild keeps, before an object property or a class member', () => {
    const module = [
      'export const table = {',
      '    /** The first. */',
      '    first: 1,',
      '};',
      'export class Counter {',
      '    // Why it starts at one.',
      '    count = 1;',
      '}',
      '',
    ].join('\n');
    expect(lightened({ 'table.js': module })['table.js']).toBe(
      'const table = {\n\tfirst: 1\n};\nclass Counter {\n\tcount = 1;\n}\nexport {\n\tCounter,\n\ttable\n};\n',
    );
  });

  it('writes an object type of one member with no braces of its own on one line', () => {
    const declarations = [
      'export interface operations {',
      '    projectView: {',
      '        path: {',
      '            project: string;',
      '        };',
      '        route: {',
      '            template: "/v1/projects/{project}";',
      '        };',
      '    };',
      '}',
      '',
    ].join('\n');
    expect(lightened({ 'api.d.ts': declarations })['api.d.ts']).toBe(
      [
        'export interface operations {',
        '\tprojectView: {',
        '\t\tpath: { project: string; };',
        '\t\troute: {',
        '\t\t\ttemplate: "/v1/projects/{project}";',
        '\t\t};',
        '\t};',
        '}',
        '',
      ].join('\n'),
    );
  });
});
