import type { Command } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { optionalProjectOption, projectOption, withOptions } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';
import { imageTarget } from './resources/compute';

const { fields } = RESOURCES.image;

/** `promote` and `demote`: an image moves between its project and the silo. */
function registerPromotion(image: Command, io: Io): void {
  const promote = withOptions(
    image
      .command('promote')
      .description('Make a project image a silo image, usable by every project')
      .argument('<image>', 'image name or id'),
    [optionalProjectOption('project the image is in (needed for a name)')],
  );
  withExamples(promote, ['rackctl image promote debian-12 --project web']);
  action<{ project?: string }>(promote, io, async (ctx, [selector = ''], { project }) => {
    const promoted = await ctx.request('imagePromote', imageTarget(selector, project));
    ctx.out.note(`Promoted image ${promoted.name} to a silo image`);
    ctx.out.view(promoted, fields(ctx, promoted));
  });

  const demote = withOptions(
    image
      .command('demote')
      .description('Make a silo image a project image again')
      .argument('<image>', 'image name or id'),
    [projectOption()],
  );
  withExamples(demote, ['rackctl image demote debian-12 --project web']);
  action<{ project: string }>(demote, io, async (ctx, [selector = ''], { project }) => {
    const demoted = await ctx.request('imageDemote', { path: { image: selector }, query: { project } });
    ctx.out.note(`Demoted image ${demoted.name} to project ${project}`);
    ctx.out.view(demoted, fields(ctx, demoted));
  });
}

/** `rackctl image …`: project and silo images, including promote and demote. */
export function registerImage(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.image, registerPromotion);
}
