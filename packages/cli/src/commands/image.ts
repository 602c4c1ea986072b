import type { Image } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { optionalProjectOption, projectOption } from './parse';
import { registerItemAction, registerResource } from './resource';
import { RESOURCES } from './resources';
import { imageTarget } from './resources/compute';

/** `promote` and `demote`: an image moves between its project and the silo. */
function registerPromotion(image: Command, io: Io): void {
  registerItemAction<Image, { project?: string }>(image, io, RESOURCES.image, {
    verb: 'promote',
    operation: 'imagePromote',
    description: 'Make a project image a silo image, usable by every project',
    examples: ['rackctl image promote debian-12 --project web'],
    options: () => [optionalProjectOption('project the image is in (needed for a name)')],
    run: async (ctx, selector, { project }) => {
      const promoted = await ctx.request('imagePromote', imageTarget(selector, project));
      return { item: promoted, note: `Promoted image ${promoted.name} to a silo image` };
    },
  });
  registerItemAction<Image, { project: string }>(image, io, RESOURCES.image, {
    verb: 'demote',
    operation: 'imageDemote',
    description: 'Make a silo image a project image again',
    examples: ['rackctl image demote debian-12 --project web'],
    options: () => [projectOption()],
    run: async (ctx, selector, { project }) => {
      const demoted = await ctx.request('imageDemote', { path: { image: selector }, query: { project } });
      return { item: demoted, note: `Demoted image ${demoted.name} to project ${project}` };
    },
  });
}

/** `rackctl image …`: project and silo images, including promote and demote. */
export function registerImage(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.image, { more: registerPromotion });
}
