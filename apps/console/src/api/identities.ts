import { apiQuery } from './queries';

/** Silos hold few enough users and groups for one page of this size to list them all in the picker. */
const IDENTITY_PAGE = 1000;

export const userListQuery = () => apiQuery('userList', { query: { limit: IDENTITY_PAGE } });
export const groupListQuery = () => apiQuery('groupList', { query: { limit: IDENTITY_PAGE } });
