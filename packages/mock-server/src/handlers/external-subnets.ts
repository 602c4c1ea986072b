import {
  externalSubnetAttach,
  externalSubnetCreate,
  externalSubnetDelete,
  externalSubnetDetach,
  externalSubnetList,
  externalSubnetUpdate,
  externalSubnetView,
  instanceExternalSubnetList,
} from '../model/operations/external-subnets';
import type { Handlers } from './types';

export const externalSubnetHandlers: Handlers = {
  external_subnet_list: externalSubnetList,
  external_subnet_create: externalSubnetCreate,
  external_subnet_view: externalSubnetView,
  external_subnet_update: externalSubnetUpdate,
  external_subnet_delete: externalSubnetDelete,
  external_subnet_attach: externalSubnetAttach,
  external_subnet_detach: externalSubnetDetach,
  instance_external_subnet_list: instanceExternalSubnetList,
};
