// Makes the contract's published declarations light. tsc writes the type of every zod schema out in full
// wherever it occurs: each operation restates its body and response schemas, each results page restates its
// item, each schema the named schemas inside it — 650 KB of `.d.ts` for 300 operations. This pass rewrites
// every type that tsc printed exactly as an exported schema's declared type into `typeof ThatSchema`, so each
// schema's type is written once and referenced by name elsewhere. Same printer, same text, same type: the
// declarations mean what tsc wrote, only shorter (checked by dedupe-declarations.test.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A type shorter than this (in normalized characters) is cheaper to restate than to reference. */
const MIN_REFERENCED_LENGTH = 40;

/** The type's text without whitespace or comments, so equal types printed at different depths compare equal. */
function normalizedText(node, sourceFile) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard);
  scanner.setText(sourceFile.text, node.getStart(sourceFile), node.getEnd() - node.getStart(sourceFile));
  const tokens = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    tokens.push(scanner.getTokenText());
  }
  return tokens.join(' ');
}

/**
 * Whether a type reads the same in every contract module: it names nothing but zod's `z` namespace, so its text
 * cannot mean one type here and another there.
 */
function isPortable(node) {
  let portable = true;
  const visit = (child) => {
    if (!portable) return;
    if (ts.isTypeQueryNode(child) || ts.isImportTypeNode(child) || ts.isExpressionWithTypeArguments(child)) {
      portable = false;
    } else if (ts.isTypeReferenceNode(child)) {
      let name = child.typeName;
      while (ts.isQualifiedName(name)) name = name.left;
      if (name.text !== 'z') portable = false;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return portable;
}

/** The `export declare const Name: Type;` statements of a declaration file. */
function exportedConstants(sourceFile) {
  const constants = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.type) {
        constants.push({ name: declaration.name.text, type: declaration.type });
      }
    }
  }
  return constants;
}

/** Every name a declaration file declares or imports at its top level. */
function topLevelNames(sourceFile) {
  const names = new Set();
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.add(statement.name.text);
    } else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const { name, namedBindings } = statement.importClause;
      if (name) names.add(name.text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) names.add(namedBindings.name.text);
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const element of namedBindings.elements) names.add(element.name.text);
      }
    }
  }
  return names;
}

const isReadonlyProperty = (member) =>
  ts.isPropertySignature(member) &&
  member.modifiers?.length === 1 &&
  member.modifiers[0].kind === ts.SyntaxKind.ReadonlyKeyword;

/** `z.ZodObject<Shape, z.core.$strip>`: zod's default second argument, spelled out. */
function isDefaultObjectConfig(node, sourceFile) {
  if (!ts.isTypeReferenceNode(node) || node.typeArguments?.length !== 2) return false;
  const [, config] = node.typeArguments;
  return (
    node.typeName.getText(sourceFile) === 'z.ZodObject' && config.getText(sourceFile) === 'z.core.$strip'
  );
}

/**
 * The same types in fewer characters. tsc writes the operation tables (`as const` data) with `readonly` on every
 * member, 3,000 times; an object type whose members are all `readonly` properties is written `Readonly<{…}>`
 * (TypeScript's own mapped type: the same type). And `z.ZodObject<Shape, z.core.$strip>` is written
 * `z.ZodObject<Shape>`, `$strip` being zod's default for that argument (441 times).
 */
export function shortenTypes(text) {
  const sourceFile = ts.createSourceFile(
    'shorten.d.ts',
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const edits = [];
  const visit = (node) => {
    if (ts.isTypeLiteralNode(node) && node.members.length > 0 && node.members.every(isReadonlyProperty)) {
      edits.push({ start: node.getStart(sourceFile), end: node.getStart(sourceFile), text: 'Readonly<' });
      edits.push({ start: node.getEnd(), end: node.getEnd(), text: '>' });
      for (const member of node.members) {
        const [modifier] = member.modifiers;
        edits.push({ start: modifier.getStart(sourceFile), end: member.name.getStart(sourceFile), text: '' });
      }
    } else if (isDefaultObjectConfig(node, sourceFile)) {
      const [shape, config] = node.typeArguments;
      edits.push({ start: shape.getEnd(), end: config.getEnd(), text: '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  let output = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}

/**
 * Rewrites the declaration files of one directory (the contract's `dist/contract`) in place; returns the bytes
 * before and after.
 */
export function dedupeDeclarations(directory) {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      const path = join(directory, file);
      const text = readFileSync(path, 'utf8');
      const sourceFile = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      return { file, path, text, sourceFile };
    });

  // Where each type is written out: the first exported constant (by file, then position) of that text. A type
  // that names the module's own helpers is only referenced within its module.
  const owners = new Map();
  const ownersInFile = new Map();
  for (const { file, sourceFile } of files) {
    const local = new Map();
    ownersInFile.set(file, local);
    for (const { name, type } of exportedConstants(sourceFile)) {
      const text = normalizedText(type, sourceFile);
      if (text.length < MIN_REFERENCED_LENGTH) continue;
      if (!local.has(text)) local.set(text, { file, name });
      if (!owners.has(text) && isPortable(type)) owners.set(text, { file, name });
    }
  }
  const ownerOf = (file, node, sourceFile) => {
    const text = normalizedText(node, sourceFile);
    return (isPortable(node) && owners.get(text)) || ownersInFile.get(file).get(text);
  };

  let before = 0;
  let after = 0;
  for (const { file, path, text, sourceFile } of files) {
    before += text.length;
    const taken = topLevelNames(sourceFile);
    const imports = new Map(); // "file\0name" → local name
    const localName = (owner) => {
      if (owner.file === file) return owner.name;
      const key = `${owner.file}\0${owner.name}`;
      if (!imports.has(key)) {
        let local = owner.name;
        for (let n = 2; taken.has(local); n += 1) local = `${owner.name}$${n}`;
        taken.add(local);
        imports.set(key, local);
      }
      return imports.get(key);
    };
    const edits = [];
    const visit = (node) => {
      // Inside a generic function type or a mapped type a name may be a type parameter, not what it names at
      // the top of the module; such parts stay as they are.
      if (ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node) || ts.isMappedTypeNode(node)) return;
      if (ts.isConditionalTypeNode(node)) return;
      const owner = ts.isTypeNode(node) && ownerOf(file, node, sourceFile);
      if (owner) {
        edits.push({
          start: node.getStart(sourceFile),
          end: node.getEnd(),
          text: `typeof ${localName(owner)}`,
        });
      } else {
        ts.forEachChild(node, visit);
      }
    };
    for (const statement of sourceFile.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const { name, type } of statement.declarationList.declarations) {
        if (!type) continue;
        // A constant's own type stays written out where the constant owns it, and its parts are referenced.
        const owner = ownerOf(file, type, sourceFile);
        const ownsItself = owner?.file === file && owner.name === name.text;
        if (ownsItself) ts.forEachChild(type, visit);
        else visit(type);
      }
    }
    let output = text;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
    }
    const importsByModule = new Map();
    for (const [key, local] of imports) {
      const [ownerFile, name] = key.split('\0');
      const specifier = `./${ownerFile.replace(/\.d\.ts$/, '.js')}`;
      const names = importsByModule.get(specifier) ?? [];
      names.push(name === local ? name : `${name} as ${local}`);
      importsByModule.set(specifier, names);
    }
    const importLines = [...importsByModule].map(
      ([specifier, names]) => `import type { ${names.join(', ')} } from '${specifier}';\n`,
    );
    output = shortenTypes(importLines.join('') + output);
    after += output.length;
    writeFileSync(path, output);
  }
  return { before, after };
}
