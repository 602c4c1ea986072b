import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import { identityMetadata, Name, nameOrIdListQuery, pageOf, pathOf } from './shared.js';

export const ServiceUsingCertificate = named('ServiceUsingCertificate', z.enum(['external_api']));

export const Certificate = named(
  'Certificate',
  z.object({ ...identityMetadata, cert: z.string(), service: ServiceUsingCertificate }),
);
export const CertificateCreate = named(
  'CertificateCreate',
  z.object({
    name: Name,
    description: z.string(),
    cert: z.string(),
    key: z.string(),
    service: ServiceUsingCertificate,
  }),
);
export const CertificateResultsPage = pageOf('CertificateResultsPage', Certificate);

const tag = 'silos';
const certificate = pathOf('certificate');

export const certificateOperations = defineOperations({
  certificate_list: {
    method: 'get',
    path: '/v1/certificates',
    tag,
    summary: 'List certificates',
    query: nameOrIdListQuery,
    status: 200,
    response: CertificateResultsPage,
  },
  certificate_create: {
    method: 'post',
    path: '/v1/certificates',
    tag,
    summary: 'Create a certificate',
    body: CertificateCreate,
    status: 201,
    response: Certificate,
  },
  certificate_view: {
    method: 'get',
    path: '/v1/certificates/{certificate}',
    tag,
    summary: 'Fetch a certificate',
    pathParams: certificate,
    status: 200,
    response: Certificate,
  },
  certificate_delete: {
    method: 'delete',
    path: '/v1/certificates/{certificate}',
    tag,
    summary: 'Delete a certificate',
    pathParams: certificate,
    status: 204,
  },
});
