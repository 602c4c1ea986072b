import { apiQuery } from '~/api/queries';
import { ALL_ITEMS } from '~/constants';

export const groupQuery = (project: string, group: string) =>
  apiQuery('antiAffinityGroupView', { path: { antiAffinityGroup: group }, query: { project } });

/** A group's members; groups are small, so one page holds them all. */
export const memberListQuery = (project: string, group: string) =>
  apiQuery('antiAffinityGroupMemberList', {
    path: { antiAffinityGroup: group },
    query: { project, limit: ALL_ITEMS },
  });

export const POLICY_LABELS = { allow: 'Allow', fail: 'Fail' } as const;
export const FAILURE_DOMAIN_LABELS = { sled: 'Sled' } as const;
