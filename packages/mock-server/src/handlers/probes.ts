import { probeCreate, probeDelete, probeList, probeView } from '../model/operations/probes';
import type { Handlers } from './types';

export const probeHandlers: Handlers = {
  probe_list: probeList,
  probe_create: probeCreate,
  probe_view: probeView,
  probe_delete: probeDelete,
};
