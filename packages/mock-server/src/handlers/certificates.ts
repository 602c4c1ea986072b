import {
  certificateCreate,
  certificateDelete,
  certificateList,
  certificateView,
} from '../model/operations/certificates';
import type { Handlers } from './types';

export const certificateHandlers: Handlers = {
  certificate_list: certificateList,
  certificate_create: certificateCreate,
  certificate_view: certificateView,
  certificate_delete: certificateDelete,
};
