import type { MulticastGroupMember } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { stateColumn } from '../output/columns';
import { ago, stateStyle } from '../output/format';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, withExamples } from './define';
import { instanceOption, projectOption, withOptions } from './parse';
import { registerChildList, registerResource, scopeOf } from './resource';
import { RESOURCES } from './resources';

const GROUP = {
  argument: 'multicast-group',
  description: 'multicast group name or id',
  path: 'multicastGroup',
};

const memberColumns = (ctx: Context): Column<MulticastGroupMember>[] => [
  { header: 'NAME', value: (member) => member.name },
  { header: 'ADDRESS', value: (member) => member.multicastIp },
  stateColumn(ctx.out.style, (member) => member.state),
  { header: 'SOURCES', value: (member) => member.sourceIps.join(', ') || 'any' },
  { header: 'JOINED', value: (member) => ago(member.timeCreated) },
];

/** `join` and `leave GROUP --project P --instance I`: an instance's memberships, under its state rules. */
function registerMembership(group: Command, io: Io, verb: 'join' | 'leave'): void {
  const command = withOptions(
    group
      .command(verb)
      .description(
        verb === 'join'
          ? 'Join an instance to a multicast group'
          : 'Take an instance out of a multicast group',
      )
      .argument(`<${GROUP.argument}>`, GROUP.description),
    [projectOption(), instanceOption()],
  );
  withExamples(command, [`rackctl multicast-group ${verb} telemetry --project web --instance web-1`]);
  action<{ project: string; instance: string }>(
    command,
    io,
    async (ctx, [multicastGroup = ''], { project, instance }) => {
      const target = { path: { instance, multicastGroup }, query: { project } };
      if (verb === 'leave') {
        await ctx.request('instanceMulticastGroupLeave', target);
        ctx.out.note(`Instance ${instance} left multicast group ${multicastGroup}`);
        return;
      }
      const joined = await ctx.request('instanceMulticastGroupJoin', {
        ...target,
        body: { ipVersion: null, sourceIps: null },
      });
      ctx.out.note(`Instance ${instance} joined multicast group ${multicastGroup} (${joined.multicastIp})`);
      ctx.out.view(joined, [
        ['Group', multicastGroup],
        ['Instance', instance],
        ['Address', joined.multicastIp],
        ['State', stateStyle(ctx.out.style)(joined.state)],
        ['Sources', joined.sourceIps.join(', ') || 'any'],
      ]);
    },
  );
}

/** `rackctl multicast-group …`: the silo's multicast groups, and the instances that join them. */
export function registerMulticastGroup(program: Command, io: Io): void {
  const group = registerResource(program, io, RESOURCES.multicastGroup);
  registerChildList(group, io, {
    command: 'members',
    description: 'List the instances that belong to a multicast group',
    examples: ['rackctl multicast-group members telemetry'],
    operation: 'multicastGroupMemberList',
    owner: GROUP,
    columns: memberColumns,
    empty: 'No members',
  });
  registerChildList(group, io, {
    command: 'joined',
    description: 'List the multicast groups an instance belongs to',
    examples: ['rackctl multicast-group joined web-1 --project web'],
    operation: 'instanceMulticastGroupList',
    owner: { argument: 'instance', description: 'instance name or id', path: 'instance' },
    scope: scopeOf(['project', projectOption]),
    columns: memberColumns,
    empty: 'The instance belongs to no multicast group',
  });
  registerMembership(group, io, 'join');
  registerMembership(group, io, 'leave');
}
