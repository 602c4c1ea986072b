import type { Command } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { descriptionOption, nameArg } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';

const { fields } = RESOURCES.project;

/** `rackctl project …`: list, view and delete from the resource table; create and update written here. */
export function registerProject(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.project, {
    create: registerCreate,
    update: registerUpdate,
  });
}

function registerCreate(project: Command, io: Io): void {
  const create = project
    .command('create')
    .description('Create a project')
    .argument('<name>', 'name of the new project', nameArg)
    .addOption(descriptionOption('what the project is for'));
  withExamples(create, ['rackctl project create web --description "Public web servers"']);
  action<{ description?: string }>(create, io, async (ctx, [name = ''], { description = '' }) => {
    const created = await ctx.request('projectCreate', { body: { name, description } });
    ctx.out.note(`Created project ${created.name}`);
    ctx.out.view(created, fields(ctx, created));
  });
}

function registerUpdate(project: Command, io: Io): void {
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
    ctx.out.view(updated, fields(ctx, updated));
  });
}
