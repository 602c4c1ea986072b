import { writeFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Io } from '../../io';
import { cellText, headerOf } from '../../output/select';
import type { Column } from '../../output/table';
import { brokenAnswer, type Context } from '../context';
import { action, calls, printsTerraform, withExamples } from '../define';
import { listOptions } from '../parse';
import { type RawAnswer, sendRaw, throwFailure } from '../raw-call';
import { printViewTerraform, terraformViewOf } from '../terraform-view';
import type { GeneratedOperation, OperationFlag } from './operation';
import { type FlagValues, operationRequest } from './request';

// The commands generated from the API description: one per operation, `rackctl <noun> <verb>`, its flags the
// operation's parameters and scalar body fields. A hand-written command of the same words is kept in its place
// (it declares the operations it calls with `calls`), so composite commands layer on top of the generated ones.

function parserOf(flag: OperationFlag): (value: string) => unknown {
  switch (flag.type) {
    case 'integer':
    case 'number':
      return (value) => {
        const number = Number(value);
        if (
          value.trim() === '' ||
          !Number.isFinite(number) ||
          (flag.type === 'integer' && !Number.isInteger(number))
        )
          throw new InvalidArgumentError(`Must be ${flag.type === 'integer' ? 'an integer' : 'a number'}.`);
        return number;
      };
    case 'boolean':
      return (value) => {
        if (value !== 'true' && value !== 'false') throw new InvalidArgumentError('Must be true or false.');
        return value === 'true';
      };
    case 'json':
      return (value) => {
        try {
          return JSON.parse(value);
        } catch {
          throw new InvalidArgumentError('Must be JSON, e.g. \'["a","b"]\' or \'{"key":"value"}\'.');
        }
      };
    default:
      return (value) => value;
  }
}

const PLACEHOLDER: Record<OperationFlag['type'], string> = {
  string: 'value',
  integer: 'n',
  number: 'n',
  boolean: 'bool',
  json: 'json',
};

function optionOf(flag: OperationFlag): Option {
  const placeholder =
    flag.in === 'path' || flag.in === 'query' ? flag.wire.replaceAll('_', '-') : PLACEHOLDER[flag.type];
  const required = flag.required ? ' (required)' : '';
  const option = new Option(`--${flag.name} <${placeholder}>`, `${flag.description || flag.wire}${required}`);
  return flag.choices ? option.choices(flag.choices) : option.argParser(parserOf(flag));
}

/** Generic columns for a list's items: the name and id first, then the item's other scalar fields. */
function columnsOf(items: readonly Record<string, unknown>[]): Column<Record<string, unknown>>[] {
  const first = items[0] ?? {};
  const scalar = Object.keys(first).filter(
    (key) => key !== 'description' && (typeof first[key] !== 'object' || first[key] === null),
  );
  const ordered = [
    ...['name', 'id'].filter((key) => scalar.includes(key)),
    ...scalar.filter((key) => key !== 'name' && key !== 'id'),
  ].slice(0, 6);
  return ordered.map((key) => ({ header: headerOf(key), value: (row) => cellText(row[key]) }));
}

/** Prints an answer: JSON as it came for scripts, a table of a page's items or an object's fields for people. */
function show(ctx: Context, operation: GeneratedOperation, value: unknown, more: boolean): void {
  if (value === null) {
    ctx.out.note(`Done: ${operation.summary}`);
    return;
  }
  if (ctx.out.json || typeof value !== 'object') {
    ctx.out.wire(value);
    return;
  }
  const fields = ctx.out.options.fields;
  if (operation.paged) {
    const items = (value as { items: Record<string, unknown>[] }).items;
    if (fields.length > 0) ctx.out.wire(value);
    else ctx.out.list(items, columnsOf(items), { empty: 'Nothing found', more });
    return;
  }
  if (Array.isArray(value) || fields.length > 0) ctx.out.wire(value);
  else
    ctx.out.view(
      value,
      Object.entries(value).map(([key, field]) => [headerOf(key).toLowerCase(), cellText(field)] as const),
    );
}

/** Sends the operation; a paged one follows `next_page` with `--all`. */
async function callOperation(ctx: Context, operation: GeneratedOperation, values: FlagValues) {
  const session = await ctx.session();
  const request = await operationRequest(operation, values, ctx.io, session, ctx.globals.apiVersion);
  const label = operation.id;
  const check = (answer: RawAnswer) => {
    if (!answer.response.ok) throwFailure(ctx, session.host, label, answer);
    return answer;
  };
  if (!operation.paged) return { answer: check(await sendRaw(ctx, session.host, request)), more: false };
  const limit = values.limit as number | undefined;
  if (limit !== undefined) request.url.searchParams.set('limit', String(limit));
  const items: unknown[] = [];
  for (;;) {
    const answer = check(await sendRaw(ctx, session.host, request));
    if (!answer.json.ok) throw brokenAnswer(label, 'it is not JSON');
    const page = answer.json.value as { items?: unknown; next_page?: unknown } | null;
    if (!Array.isArray(page?.items)) throw brokenAnswer(label, '"items" is not a list');
    items.push(...page.items);
    const next = typeof page.next_page === 'string' && page.next_page !== '' ? page.next_page : null;
    if (!values.all || next === null) {
      return {
        answer: {
          ...answer,
          json: { ok: true, value: { ...page, items, next_page: values.all ? null : next } },
        },
        more: next !== null && !values.all,
      } as { answer: RawAnswer; more: boolean };
    }
    request.url.searchParams.set('page_token', next);
  }
}

// Example values of the parameters most commands take, so a generated example reads like a real call.
const EXAMPLE_VALUES: Record<string, string> = {
  project: 'web',
  instance: 'web-1',
  disk: 'data-1',
  vpc: 'default',
  subnet: 'default',
  silo: 'research',
  pool: 'default',
  name: 'example',
  description: '"An example"',
};

/** The help examples of a generated command: its required flags, and a body from a template file. */
export function operationExamples(operation: GeneratedOperation): string[] {
  const words = ['rackctl', operation.noun, ...(operation.verb ? [operation.verb] : [])].join(' ');
  const needsJson = operation.flags.some(
    (flag) => flag.in === 'body' && flag.required && flag.type === 'json',
  );
  const required = operation.flags
    .filter((flag) => flag.required && !(needsJson && flag.in === 'body'))
    .map(
      (flag) =>
        ` --${flag.name} ${flag.choices?.[0] ?? EXAMPLE_VALUES[flag.wire] ?? flag.wire.toUpperCase()}`,
    )
    .join('');
  if (operation.body?.template === undefined) {
    return [`${words}${required}`, ...(operation.binaryAnswer ? [`${words}${required} -o answer.bin`] : [])];
  }
  return [
    `${words} --json-body-template > body.json`,
    needsJson ? `${words}${required} --json-body body.json` : `${words}${required}`,
  ];
}

const generated = new WeakSet<Command>();

/** Whether a command was generated from an operation (not written by hand). */
export const isGenerated = (command: Command) => generated.has(command);

/** Adds the command of one operation under `parent` (its noun, or the program for a one-word operation). */
function addOperation(parent: Command, io: Io, operation: GeneratedOperation): Command {
  const command = parent.command(operation.verb || operation.noun).description(operation.summary);
  for (const flag of operation.flags) command.addOption(optionOf(flag));
  const { body } = operation;
  if (body?.template !== undefined) {
    command
      .option(
        '--json-body <file>',
        'the request body as a JSON file ("-" reads stdin); flags override its fields',
      )
      .option('--json-body-template', 'print an example request body to start a --json-body file from');
  }
  if (body?.encoding === 'binary')
    command.option('--body-file <file>', 'the bytes to send ("-" reads stdin)');
  if (operation.paged) for (const option of listOptions()) command.addOption(option);
  if (operation.binaryAnswer)
    command.option('-o, --output <file>', 'write the answer to this file, not stdout');
  calls(command, operation.id);
  generated.add(command);
  const terraform = terraformViewOf(operation.id);
  if (terraform) printsTerraform.add(command);
  withExamples(command, operationExamples(operation));
  command.addHelpText(
    'after',
    `\nAPI: ${operation.method.toUpperCase()} ${operation.path} (${operation.id})\n`,
  );
  return action<FlagValues>(command, io, async (ctx, _args, values) => {
    if (values.jsonBodyTemplate) {
      ctx.out.wire(body?.template);
      return;
    }
    const { answer, more } = await callOperation(ctx, operation, values);
    if (operation.binaryAnswer) {
      const bytes = new TextEncoder().encode(answer.text);
      if (typeof values.output === 'string') await writeFile(values.output, bytes);
      else ctx.io.stdout.write(bytes);
      return;
    }
    if (!answer.json.ok) throw brokenAnswer(operation.id, 'it is not JSON');
    if (terraform && ctx.globals.format === 'terraform') {
      return printViewTerraform(ctx, terraform, answer.json.value, values);
    }
    show(ctx, operation, answer.json.value, more);
  });
}

/**
 * Registers the generated commands of `operations` (all of them, or one noun's): each under its noun, which is
 * created when no hand-written command has it; words a hand-written command already has are left to it.
 */
export function registerOperations(
  program: Command,
  io: Io,
  operations: readonly GeneratedOperation[],
): void {
  for (const operation of operations) {
    const existing = program.commands.find((command) => command.name() === operation.noun);
    if (!operation.verb) {
      if (!existing) addOperation(program, io, operation);
      continue;
    }
    // A hand-written command of one word (`search`) is a leaf: its verbs would hide it.
    if (existing && existing.commands.length === 0) continue;
    const noun =
      existing ??
      withExamples(
        program.command(operation.noun).description(`${operation.noun.replaceAll('-', ' ')} operations`),
        operationExamples(operation),
      );
    if (noun.commands.some((command) => command.name() === operation.verb)) continue;
    addOperation(noun, io, operation);
  }
}
