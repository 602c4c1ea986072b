// An instance's queries (the instance, its disks, NICs, SSH keys, multicast groups), for loaders and views alike.
import { apiQuery } from './queries';

/** One instance, by name within its project. */
export const instanceQuery = (project: string, instance: string) =>
  apiQuery('instanceView', { path: { instance }, query: { project } });

/** The disks attached to an instance (at most 12, so one page holds them all). */
export const instanceDisksQuery = (project: string, instance: string) =>
  apiQuery('instanceDiskList', { path: { instance }, query: { project, limit: 50 } });

/** An instance's network interfaces (at most 8). */
export const instanceNicsQuery = (project: string, instance: string) =>
  apiQuery('instanceNetworkInterfaceList', { query: { project, instance, limit: 50 } });

/** The silo's multicast groups (few), to name the groups an instance has joined. */
export const multicastGroupsQuery = () => apiQuery('multicastGroupList', { query: { limit: 1000 } });

/** The SSH keys given to an instance when it was created (the connect tab reads the same). */
export const instanceSshKeysQuery = (project: string, instance: string) =>
  apiQuery('instanceSshPublicKeyList', { path: { instance }, query: { project, limit: 100 } });
