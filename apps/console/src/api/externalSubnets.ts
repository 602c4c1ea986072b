import { ALL_ITEMS } from '~/constants';
import { apiQuery } from './queries';

/** The subnet pools linked to the user's silo, for the create form's pool picker and for naming pools by id. */
export const siloSubnetPoolsQuery = () => apiQuery('subnetPoolList', { query: { limit: ALL_ITEMS } });

/** Every external subnet of the project, for the instance networking tab's attach picker. */
export const projectExternalSubnetsQuery = (project: string) =>
  apiQuery('externalSubnetList', { query: { project, limit: ALL_ITEMS } });

/** One external subnet, by name within its project. */
export const externalSubnetQuery = (project: string, externalSubnet: string) =>
  apiQuery('externalSubnetView', { path: { externalSubnet }, query: { project } });

/** What an attach or detach changes: the project's list and the instance's own list. */
export const REFRESHED_AFTER_ATTACHMENT = ['externalSubnetList', 'instanceExternalSubnetList'] as const;
