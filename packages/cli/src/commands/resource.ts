import {
  camelToSnake,
  type OperationName,
  type Response as OperationResponse,
  type Params,
} from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import type { Context, ListOperation } from './context';
import { action, calls, noun, printsTerraform, withExamples } from './define';
import { type ListOptions, listOptions, nameArg, withOptions } from './parse';
import { printViewTerraform, terraformViewOf } from './terraform-view';

// The CRUD verbs of a noun — list, create, view, update and delete — generated from one row of the resource
// table (the rows are in resources/, one module per area), as the vendor's CLI generates its CRUD commands from
// the API description. A row says what differs per noun: its operations, scope, columns, fields, and the
// options and body of create and update. Verbs that are not CRUD (attach, promote, import…) are written by
// hand and slotted in before delete.

/** A command's parsed options, by commander's camelCase names. */
export type Values = Record<string, unknown>;

/** The CRUD verbs, as a scope's options may differ between them. */
export type VerbName = 'list' | 'create' | 'view' | 'update' | 'delete';

/** Where a noun's items live: the options every verb takes to find them, and the query those send. */
export interface Scope {
  options(verb: VerbName): Option[];
  /** The query of a call from the command's options; `selector` is the item's name or id, when one is named. */
  query(options: Values, selector?: string): Values | undefined;
}

/** A scope of required options sent as the query keys of the same names (`--project`, `--vpc`…). */
export function scopeOf(...scoping: (readonly [key: string, option: () => Option])[]): Scope {
  return {
    options: () => scoping.map(([, option]) => option()),
    query: (options) =>
      scoping.length === 0 ? undefined : Object.fromEntries(scoping.map(([key]) => [key, options[key]])),
  };
}

/** Nouns that live at the top (projects, silos, pools, your SSH keys). */
export const UNSCOPED: Scope = scopeOf();

/** The options of an update that renames and redescribes, which most updates start with. */
export const renameOptions = (): [name: Option, description: Option] => [
  new Option('--name <name>', 'new name').argParser(nameArg),
  new Option('-d, --description <text>', 'new description'),
];

/** What `renameOptions` parse to. */
export interface Renaming {
  name?: string;
  description?: string;
}

/** The body part of a rename: what is not given stays as it is (null). */
export const renamed = (options: Renaming) => ({
  name: options.name ?? null,
  description: options.description ?? null,
});

/** The body part of a create: the new item's name, and its description (empty when not given). */
export const named = (name: string, options: { description?: string }) => ({
  name,
  description: options.description ?? '',
});

/** A verb generated from the table: its operation, help line and examples. */
interface Verb<Operation extends OperationName = OperationName> {
  operation: Operation;
  description: string;
  examples: readonly string[];
}

type BodyOf<Operation extends OperationName> = Params<Operation> extends { body: infer Body } ? Body : never;

/** The updates whose body is a rename and nothing more. */
type RenameOperation = {
  [Operation in OperationName]: ReturnType<typeof renamed> extends BodyOf<Operation> ? Operation : never;
}[OperationName];

/**
 * `create NAME`: the noun's own options (parsed into `Options`) and the body they make, checked against the
 * operation's types where a row declares it with `creates<'diskCreate', DiskCreateOptions>({…})`.
 */
export interface CreateVerb<Operation extends OperationName, Options> extends Verb<Operation> {
  /** What the name argument says (`name of the new disk`). */
  name: string;
  /** Whether the name may also be given as `--name NAME` (the form the console shows for newer nouns). */
  nameOption?: boolean;
  /** Options after the scope's. */
  options(): Option[];
  /** The request body; it may look things up, or refuse (throwing) before anything is created. */
  body(ctx: Context, name: string, options: Options): BodyOf<Operation> | Promise<BodyOf<Operation>>;
  /** The note on stderr; `Created <title> <name>` when not given. */
  note?(created: OperationResponse<Operation>): string;
}

/** `update SELECTOR`: the noun's options, and the body they make. */
export interface UpdateVerb<Operation extends OperationName, Options> extends Verb<Operation> {
  options(): Option[];
  /** The request body; `target` is the item's path and query, to read the item first where needed. */
  body(ctx: Context, options: Options, target: Values): BodyOf<Operation> | Promise<BodyOf<Operation>>;
}

/** A create verb as the generated command calls it, its types checked where it was declared. */
interface GeneratedCreate extends Omit<CreateVerb<OperationName, Values>, 'body' | 'note'> {
  body(ctx: Context, name: string, options: Values): unknown;
  note?(created: unknown): string;
}

/** An update verb as the generated command calls it. */
interface GeneratedUpdate extends Omit<UpdateVerb<OperationName, Values>, 'body'> {
  body(ctx: Context, options: Values, target: Values): unknown;
}

/** A create verb of the table, its body and note checked against its operation's types. */
export const creates = <Operation extends OperationName, Options>(verb: CreateVerb<Operation, Options>) =>
  verb as unknown as GeneratedCreate;

/** An update verb of the table, its body checked against its operation's types. */
export const updates = <Operation extends OperationName, Options>(verb: UpdateVerb<Operation, Options>) =>
  verb as unknown as GeneratedUpdate;

/** An update that renames and redescribes an item, and changes nothing else. */
export const renames = <Operation extends RenameOperation>(verb: Verb<Operation>): GeneratedUpdate => ({
  ...verb,
  options: renameOptions,
  body: (_ctx, options) => renamed(options),
});

/** `delete SELECTOR`; with `check`, the item is read first and the check may refuse before the call. */
export interface DeleteVerb<Item> extends Verb {
  check?(found: Item): void;
}

/** One row of the resource table. */
export interface Resource<Item> {
  /** The command (`floating-ip`). */
  noun: string;
  /** How notes and help name it (`floating IP`). */
  title: string;
  description: string;
  examples: readonly string[];
  /** The argument naming one item and the path parameter it fills; by default `<noun>`, "title name or id". */
  selector?: { argument?: string; description?: string; path?: string };
  scope: Scope;
  columns(ctx: Context): Column<Item>[];
  fields(ctx: Context, item: Item): Fields;
  list: Verb<ListOperation> & { empty: string };
  create?: GeneratedCreate;
  view: Verb;
  update?: GeneratedUpdate;
  delete?: DeleteVerb<Item>;
}

/** The table's operations are checked against the SDK by type where they are declared; called here by name. */
const call = (ctx: Context, operation: OperationName, params: object) =>
  (ctx.request as (name: OperationName, params: object) => Promise<unknown>)(operation, params);

/** A call's parameters: the path parameter (when an item is named) and the scope's query. */
function paramsOf(scope: Scope, options: Values, path?: Values, selector?: string): Values {
  const query = scope.query(options, selector);
  return { ...(path ? { path } : {}), ...(query ? { query } : {}) };
}

/** The name of a new item, from the argument or `--name` (one of the two). */
function newName(title: string, argument: string | undefined, option: string | undefined): string {
  if (argument !== undefined && option !== undefined) {
    throw new UsageError('Give the name once: as the argument or with --name');
  }
  const name = argument ?? option;
  if (name === undefined)
    throw new UsageError(`Give the name of the new ${title}, as the argument or with --name`);
  return name;
}

/** The argument naming one item of a row, and what its help says. */
const selectorArgument = <Item>(resource: Resource<Item>) =>
  [
    `<${resource.selector?.argument ?? resource.noun}>`,
    resource.selector?.description ?? `${resource.title} name or id`,
  ] as const;

/** Registers hand-written verbs under a noun's command. */
type HandWritten = (parent: Command, io: Io) => void;

/**
 * Registers a noun from its row: list, create, view, update and delete as the row has them, with the noun's
 * hand-written verbs: a composite `create` in place of a generated one, and `more` added before delete.
 * Returns the noun's command for verbs that follow.
 */
export function registerResource<Item>(
  program: Command,
  io: Io,
  resource: Resource<Item>,
  handWritten: { create?: HandWritten; more?: HandWritten } = {},
): Command {
  const { scope } = resource;
  const parent = noun(program, resource.noun, resource.description, resource.examples);
  const [argument, argumentDescription] = selectorArgument(resource);
  const pathKey = resource.selector?.path ?? resource.noun;
  const target = (selector: string, options: Values) =>
    paramsOf(scope, options, { [pathKey]: selector }, selector);
  /** A verb on one item: `verb <selector>` with the scope's options, then the verb's own. */
  const onItem = (verb: VerbName, spec: Verb, options: Option[] = []) =>
    calls(
      withExamples(
        withOptions(
          parent.command(verb).description(spec.description).argument(argument, argumentDescription),
          [...scope.options(verb), ...options],
        ),
        spec.examples,
      ),
      camelToSnake(spec.operation),
      ...(verb === 'delete' && (spec as DeleteVerb<Item>).check
        ? [camelToSnake(resource.view.operation)]
        : []),
    );
  const show = (ctx: Context, item: unknown) =>
    ctx.out.view(item as Item, resource.fields(ctx, item as Item));

  const list = withOptions(parent.command('list').description(resource.list.description), [
    ...scope.options('list'),
    ...listOptions(),
  ]);
  withExamples(list, resource.list.examples);
  calls(list, camelToSnake(resource.list.operation));
  action<ListOptions & Values>(list, io, async (ctx, _args, options) => {
    const { items, more: hasMore } = await ctx.list(
      resource.list.operation,
      paramsOf(scope, options) as never,
      options,
    );
    ctx.out.list(items as Item[], resource.columns(ctx), { empty: resource.list.empty, more: hasMore });
  });

  handWritten.create?.(parent, io);
  const { create } = resource;
  if (create) {
    const command = withOptions(
      parent
        .command('create')
        .description(create.description)
        .argument(create.nameOption ? '[name]' : '<name>', create.name, nameArg),
      [
        ...scope.options('create'),
        ...(create.nameOption ? [new Option('--name <name>', create.name).argParser(nameArg)] : []),
        ...create.options(),
      ],
    );
    withExamples(command, create.examples);
    calls(command, camelToSnake(create.operation));
    action<Values>(command, io, async (ctx, [argument], options) => {
      const name = newName(resource.title, argument, options.name as string | undefined);
      const body = await create.body(ctx, name, options);
      const created = (await call(ctx, create.operation, { ...paramsOf(scope, options), body })) as {
        name: string;
      };
      ctx.out.note(create.note?.(created) ?? `Created ${resource.title} ${created.name}`);
      show(ctx, created);
    });
  }

  const terraform = terraformViewOf(camelToSnake(resource.view.operation));
  const view = action<Values>(onItem('view', resource.view), io, async (ctx, [selector = ''], options) => {
    const item = await call(ctx, resource.view.operation, target(selector, options));
    if (terraform && ctx.globals.format === 'terraform') {
      return printViewTerraform(ctx, terraform, item, options);
    }
    show(ctx, item);
  });
  if (terraform) printsTerraform.add(view);

  const { update } = resource;
  if (update) {
    action<Values>(onItem('update', update, update.options()), io, async (ctx, [selector = ''], options) => {
      const params = target(selector, options);
      const body = await update.body(ctx, options, params);
      const updated = (await call(ctx, update.operation, { ...params, body })) as { name: string };
      ctx.out.note(`Updated ${resource.title} ${updated.name}`);
      show(ctx, updated);
    });
  }

  handWritten.more?.(parent, io);

  const remove = resource.delete;
  if (remove) {
    action<Values>(onItem('delete', remove), io, async (ctx, [selector = ''], options) => {
      const params = target(selector, options);
      let name = selector;
      if (remove.check) {
        const found = (await call(ctx, resource.view.operation, params)) as Item & { name: string };
        remove.check(found);
        name = found.name;
      }
      await call(ctx, remove.operation, params);
      ctx.out.note(`Deleted ${resource.title} ${name}`);
    });
  }
  return parent;
}

/** A list of what belongs to one item (`sled instances SLED`, `subnet-pool member list POOL`). */
export interface ChildList<Item> {
  /** The subcommand (`instances`, `list`). */
  command: string;
  description: string;
  examples: readonly string[];
  operation: ListOperation;
  /** The owning item, named by the command's argument and sent as this path parameter. */
  owner: { argument: string; description: string; path: string };
  scope?: Scope;
  columns(ctx: Context): Column<Item>[];
  empty: string;
}

/** Registers a list of an item's parts under `parent`. */
export function registerChildList<Item>(parent: Command, io: Io, spec: ChildList<Item>): Command {
  const scope = spec.scope ?? UNSCOPED;
  const command = withOptions(
    parent
      .command(spec.command)
      .description(spec.description)
      .argument(`<${spec.owner.argument}>`, spec.owner.description),
    [...scope.options('list'), ...listOptions()],
  );
  withExamples(command, spec.examples);
  calls(command, camelToSnake(spec.operation));
  action<ListOptions & Values>(command, io, async (ctx, [owner = ''], options) => {
    const path = { [spec.owner.path]: owner };
    const { items, more } = await ctx.list(spec.operation, paramsOf(scope, options, path) as never, options);
    ctx.out.list(items as Item[], spec.columns(ctx), { empty: spec.empty, more });
  });
  return command;
}

/** A hand-written verb on one item that shows the item as the platform answers (attach, detach, promote…). */
export interface ItemAction<Item, Options> {
  /** The subcommand (`attach`). */
  verb: string;
  description: string;
  examples: readonly string[];
  /** The operation it calls. */
  operation: OperationName;
  /** Every option of the verb, the scope's included. */
  options(): Option[];
  /** Calls the platform; resolves to the changed item and the note said about it. */
  run(ctx: Context, selector: string, options: Options): Promise<{ item: Item; note: string }>;
}

/** Registers `verb SELECTOR` under a row's noun; the answer is shown with the row's fields. */
export function registerItemAction<Item, Options>(
  parent: Command,
  io: Io,
  resource: Resource<Item>,
  spec: ItemAction<Item, Options>,
): void {
  const command = withOptions(
    parent
      .command(spec.verb)
      .description(spec.description)
      .argument(...selectorArgument(resource)),
    spec.options(),
  );
  withExamples(command, spec.examples);
  calls(command, camelToSnake(spec.operation));
  action<Options>(command, io, async (ctx, [selector = ''], options) => {
    const { item, note } = await spec.run(ctx, selector, options);
    ctx.out.note(note);
    ctx.out.view(item, resource.fields(ctx, item));
  });
}
