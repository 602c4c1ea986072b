import type { Project } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import { descriptionOption, type ListOptions, listOptions, nameArg, withOptions } from './parse';

const columns: Column<Project>[] = [
  { header: 'NAME', value: (project) => project.name },
  { header: 'DESCRIPTION', value: (project) => project.description, flexible: true },
  { header: 'CREATED', value: (project) => ago(project.timeCreated) },
];

const fields = (project: Project): Fields => [
  ['Name', project.name],
  ['ID', project.id],
  ['Description', text(project.description)],
  ['Created', when(project.timeCreated)],
  ['Modified', when(project.timeModified)],
];

/** `rackctl project …`: list, create, view, update and delete projects. */
export function registerProject(program: Command, io: Io): void {
  const project = noun(program, 'project', 'Manage projects', [
    'rackctl project list',
    'rackctl project create web --description "Public web servers"',
  ]);

  const list = withOptions(project.command('list').description('List projects'), listOptions());
  withExamples(list, ['rackctl project list', 'rackctl project list --all --json | jq -r ".[].name"']);
  action<ListOptions>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('projectList', {}, options);
    ctx.out.list(items, columns, { empty: 'No projects', more });
  });

  const create = project
    .command('create')
    .description('Create a project')
    .argument('<name>', 'name of the new project', nameArg)
    .addOption(descriptionOption('what the project is for'));
  withExamples(create, ['rackctl project create web --description "Public web servers"']);
  action<{ description?: string }>(create, io, async (ctx, [name = ''], { description = '' }) => {
    const created = await ctx.request('projectCreate', { body: { name, description } });
    ctx.out.note(`Created project ${created.name}`);
    ctx.out.view(created, fields(created));
  });

  const view = project
    .command('view')
    .description('Show a project')
    .argument('<project>', 'project name or id');
  withExamples(view, ['rackctl project view web', 'rackctl project view web --json']);
  action(view, io, async (ctx, [selector = '']) => {
    const found = await ctx.request('projectView', { path: { project: selector } });
    ctx.out.view(found, fields(found));
  });

  const update = project
    .command('update')
    .description('Rename a project or change its description')
    .argument('<project>', 'project name or id')
    .option('--name <name>', 'new name', nameArg)
    .option('-d, --description <text>', 'new description');
  withExamples(update, ['rackctl project update web --name www', 'rackctl project update web -d "Web tier"']);
  action<{ name?: string; description?: string }>(update, io, async (ctx, [selector = ''], options) => {
    const updated = await ctx.request('projectUpdate', {
      path: { project: selector },
      body: { name: options.name ?? null, description: options.description ?? null },
    });
    ctx.out.note(`Updated project ${updated.name}`);
    ctx.out.view(updated, fields(updated));
  });

  const remove = project
    .command('delete')
    .description('Delete a project (it must be empty)')
    .argument('<project>', 'project name or id');
  withExamples(remove, ['rackctl project delete web']);
  action(remove, io, async (ctx, [selector = '']) => {
    await ctx.request('projectDelete', { path: { project: selector } });
    ctx.out.note(`Deleted project ${selector}`);
  });
}
