import type { Operation } from '../core/context';
import { pageOf } from '../core/paginate';
import { findByNameOrId } from '../core/select';
import { insertCertificate, requireCertificateAdmin, siloCertificates } from '../system/certificates';

export const certificateList: Operation<'certificate_list'> = ({ db, actor, query }) => {
  const who = requireCertificateAdmin(db, actor);
  return pageOf(db.table('certificates'), { column: 'silo_id', value: who.siloId }, query);
};

export const certificateCreate: Operation<'certificate_create'> = ({ db, actor, body, now }) => {
  const who = requireCertificateAdmin(db, actor);
  return insertCertificate(db, who.siloId, body, now);
};

export const certificateView: Operation<'certificate_view'> = ({ db, actor, path }) => {
  const who = requireCertificateAdmin(db, actor);
  return findByNameOrId(siloCertificates(db, who.siloId), 'certificate', path.certificate);
};

export const certificateDelete: Operation<'certificate_delete'> = ({ db, actor, path }) => {
  const who = requireCertificateAdmin(db, actor);
  const certificate = findByNameOrId(siloCertificates(db, who.siloId), 'certificate', path.certificate);
  db.table('certificates').delete(certificate.id);
};
