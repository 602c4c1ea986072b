import type { Project } from '@rackconsole/sdk';
import { identityColumns, identityFields } from '../../output/columns';
import { when } from '../../output/format';
import { descriptionOption, projectOption } from '../parse';
import { creates, named, type Resource, renames, type Scope, scopeOf, UNSCOPED } from '../resource';

// The resource table's row for projects, in a module of its own: `rackctl project …` then loads none of the
// state rules the other compute rows import from the SDK (their module builds an Intl.Collator as it loads,
// about 5 ms of CPU at start-up).

/** Nouns that live in a project: `--project`, sent as the `project` query. */
export const projectScope: Scope = scopeOf(['project', projectOption]);

export const project: Resource<Project> = {
  noun: 'project',
  title: 'project',
  description: 'Manage projects',
  examples: ['rackctl project list', 'rackctl project create web --description "Public web servers"'],
  scope: UNSCOPED,
  columns: () => identityColumns(),
  fields: (_ctx, item) => [...identityFields(item), ['Modified', when(item.timeModified)]],
  list: {
    operation: 'projectList',
    description: 'List projects',
    examples: ['rackctl project list', 'rackctl project list --all --json | jq -r ".[].name"'],
    empty: 'No projects',
  },
  create: creates<'projectCreate', { description?: string }>({
    operation: 'projectCreate',
    description: 'Create a project',
    examples: ['rackctl project create web --description "Public web servers"'],
    name: 'name of the new project',
    options: () => [descriptionOption('what the project is for')],
    body: (_ctx, name, options) => named(name, options),
  }),
  view: {
    operation: 'projectView',
    description: 'Show a project',
    examples: ['rackctl project view web', 'rackctl project view web --json'],
  },
  update: renames({
    operation: 'projectUpdate',
    description: 'Rename a project or change its description',
    examples: ['rackctl project update web --name www', 'rackctl project update web -d "Web tier"'],
  }),
  delete: {
    operation: 'projectDelete',
    description: 'Delete a project (it must be empty)',
    examples: ['rackctl project delete web'],
  },
};
