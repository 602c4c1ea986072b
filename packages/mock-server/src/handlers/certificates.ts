import { pageOf } from '../model/core/paginate';
import { findByNameOrId } from '../model/core/select';
import { insertCertificate, requireCertificateAdmin, siloCertificates } from '../model/system/certificates';
import type { Handlers } from './types';

export const certificateHandlers: Handlers = {
  certificate_list: ({ db, actor, query }) => {
    const who = requireCertificateAdmin(db, actor);
    return pageOf(db.table('certificates'), { column: 'silo_id', value: who.siloId }, query);
  },

  certificate_create: ({ db, actor, body, now }) => {
    const who = requireCertificateAdmin(db, actor);
    return insertCertificate(db, who.siloId, body, now);
  },

  certificate_view: ({ db, actor, path }) => {
    const who = requireCertificateAdmin(db, actor);
    return findByNameOrId(siloCertificates(db, who.siloId), 'certificate', path.certificate);
  },

  certificate_delete: ({ db, actor, path }) => {
    const who = requireCertificateAdmin(db, actor);
    const certificate = findByNameOrId(siloCertificates(db, who.siloId), 'certificate', path.certificate);
    db.table('certificates').delete(certificate.id);
  },
};
