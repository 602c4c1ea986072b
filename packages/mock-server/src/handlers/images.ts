import {
  imageCreate,
  imageDelete,
  imageDemote,
  imageList,
  imagePromote,
  imageView,
} from '../model/operations/images';
import type { Handlers } from './types';

export const imageHandlers: Handlers = {
  image_list: imageList,
  image_create: imageCreate,
  image_view: imageView,
  image_delete: imageDelete,
  image_promote: imagePromote,
  image_demote: imageDemote,
};
