import type { Context } from './commands/context';
export async function f(ctx: Context) {
  await ctx.request('projectView', { path: { projct: 'x' } });
  await ctx.list('instanceList', { query: { projet: 'x' } }, {});
  const p = await ctx.request('projectView', { path: { project: 'x' } });
  p.nme;
}
