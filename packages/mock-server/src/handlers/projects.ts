import {
  projectCreate,
  projectDelete,
  projectList,
  projectPolicyUpdate,
  projectPolicyView,
  projectUpdate,
  projectView,
} from '../model/operations/projects';
import type { Handlers } from './types';

export const projectHandlers: Handlers = {
  project_list: projectList,
  project_create: projectCreate,
  project_view: projectView,
  project_update: projectUpdate,
  project_delete: projectDelete,
  project_policy_view: projectPolicyView,
  project_policy_update: projectPolicyUpdate,
};
