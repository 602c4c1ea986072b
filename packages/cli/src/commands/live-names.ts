import type { Io } from '../io';
import { LIVE_KINDS, type LiveKind } from './completion-tree';
import { Context } from './context';

/** Completion must feel instant: a slow or absent platform yields no names rather than a stuck shell. */
const COMPLETION_TIMEOUT_SECONDS = 2;
/** One page is plenty to pick from in a shell. */
const PAGE = 1000;

/** The names of one kind of resource, the project-scoped ones in `project` (none without it). */
async function namesOf(ctx: Context, kind: LiveKind, project: string | undefined): Promise<string[]> {
  const options = { limit: PAGE };
  if (kind === 'project') return (await ctx.list('projectList', {}, options)).items.map(({ name }) => name);
  if (!project) return [];
  const query = { query: { project } };
  const list =
    kind === 'instance'
      ? await ctx.list('instanceList', query, options)
      : kind === 'disk'
        ? await ctx.list('diskList', query, options)
        : await ctx.list('vpcList', query, options);
  return list.items.map(({ name }) => name);
}

/**
 * `rackctl __complete KIND [--project P]`, called by the completion scripts: live names one per line. Any
 * failure (no login, no answer within two seconds, a refusal) prints nothing, so the shell simply offers no
 * names. It is not part of the command tree: nobody types it.
 */
export async function printLiveNames(args: readonly string[], io: Io): Promise<void> {
  const [kind, ...rest] = args;
  if (!LIVE_KINDS.includes(kind as LiveKind)) return;
  const projectAt = rest.findIndex((arg) => arg === '--project' || arg === '-p');
  const project = (projectAt >= 0 ? rest[projectAt + 1] : undefined) ?? io.env.RACK_PROJECT;
  const ctx = new Context(io, { timeout: COMPLETION_TIMEOUT_SECONDS, profile: io.env.RACK_PROFILE });
  try {
    const names = await namesOf(ctx, kind as LiveKind, project);
    if (names.length > 0) io.stdout.write(`${names.join('\n')}\n`);
  } catch {
    // Nothing to offer; the shell falls back to what the user types.
  }
}
