import {
  certificateCreate,
  certificateDelete,
  certificateList,
  certificateView,
} from '../model/system/certificates-operations';
import type { Handlers } from './types';

export const certificateHandlers: Handlers = {
  certificate_list: certificateList,
  certificate_create: certificateCreate,
  certificate_view: certificateView,
  certificate_delete: certificateDelete,
};
