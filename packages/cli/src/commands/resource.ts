import type { OperationName } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import type { Context, ListOperation } from './context';
import { action, noun, withExamples } from './define';
import { type ListOptions, listOptions, projectOption, withOptions } from './parse';

// The CRUD skeleton of a noun — list, view and delete — generated from one row of the resource table (the
// table itself is RESOURCES in resources.ts), as the vendor's CLI generates CRUD commands from the API
// description. Only what differs per noun is written by hand: create and update, whose options and bodies are
// the noun's own, slotted in at their place in the verb order (list, create, view, update, delete).

/** A verb generated from the table: its operation, help line and examples. */
interface Verb<Operation extends OperationName> {
  operation: Operation;
  description: string;
  examples: readonly string[];
}

/** One row of the resource table. */
export interface Resource<Item> {
  /** The command (`snapshot`) and the path parameter that names one (`/snapshots/{snapshot}`). */
  noun: string;
  /** How notes and help name it (`VPC`). */
  title: string;
  description: string;
  examples: readonly string[];
  /** Whether it lives in a project (`--project`, sent as the `project` query). */
  inProject: boolean;
  columns: (ctx: Context) => Column<Item>[];
  fields: (ctx: Context, item: Item) => Fields;
  list: Verb<ListOperation> & { empty: string };
  view: Verb<OperationName>;
  delete: Verb<OperationName>;
}

/** Verbs written by hand for a noun, each given the noun's command to add itself to. */
export interface HandWritten {
  create?: (parent: Command, io: Io) => void;
  update?: (parent: Command, io: Io) => void;
}

type Scope = { project?: string };

/** Registers a noun: generated list, view and delete around its hand-written create and update. */
export function registerResource<Item>(
  program: Command,
  io: Io,
  resource: Resource<Item>,
  handWritten: HandWritten = {},
): Command {
  const parent = noun(program, resource.noun, resource.description, resource.examples);
  const scoped = (options: Scope) => (resource.inProject ? { query: { project: options.project } } : {});
  const scopeOptions = resource.inProject ? [projectOption()] : [];
  const target = (selector: string, options: Scope) => ({
    path: { [resource.noun]: selector },
    ...scoped(options),
  });
  // The table's operations are checked against the SDK by type; their parameters are built the same way for
  // every noun (path named after the noun, project as the query).
  const request = (ctx: Context, operation: OperationName, params: object) =>
    (ctx.request as (name: OperationName, params: object) => Promise<unknown>)(operation, params);

  const list = withOptions(parent.command('list').description(resource.list.description), [
    ...scopeOptions,
    ...listOptions(),
  ]);
  withExamples(list, resource.list.examples);
  action<ListOptions & Scope>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list(resource.list.operation, scoped(options) as never, options);
    ctx.out.list(items as Item[], resource.columns(ctx), { empty: resource.list.empty, more });
  });

  handWritten.create?.(parent, io);

  const view = withOptions(
    parent
      .command('view')
      .description(resource.view.description)
      .argument(`<${resource.noun}>`, `${resource.title} name or id`),
    scopeOptions,
  );
  withExamples(view, resource.view.examples);
  action<Scope>(view, io, async (ctx, [selector = ''], options) => {
    const found = (await request(ctx, resource.view.operation, target(selector, options))) as Item;
    ctx.out.view(found, resource.fields(ctx, found));
  });

  handWritten.update?.(parent, io);

  const remove = withOptions(
    parent
      .command('delete')
      .description(resource.delete.description)
      .argument(`<${resource.noun}>`, `${resource.title} name or id`),
    scopeOptions,
  );
  withExamples(remove, resource.delete.examples);
  action<Scope>(remove, io, async (ctx, [selector = ''], options) => {
    await request(ctx, resource.delete.operation, target(selector, options));
    ctx.out.note(`Deleted ${resource.title} ${selector}`);
  });
  return parent;
}
