import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { certificateListQuery, usePageSearch } from '~/api/systemLists';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { usePagination } from '~/hooks/usePagination';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** The TLS certificates the silo's external API endpoint presents. */
export function CertificatesPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  // Certificates belong to the silo, so changing them takes a silo admin rather than a fleet role.
  const unauthorized = useUnauthorizedReason('manageCertificates');
  const certificates = useQuery(certificateListQuery(usePageSearch()));
  const deleteCertificate = useApiMutation('certificateDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('certificateList');
      addToast(`Certificate ${path.certificate} deleted`);
    },
  });
  const newCertificate = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/system/certificates-new', search: true })}
    >
      New certificate
    </ActionButton>
  );
  return (
    <>
      <PageHeader title="Certificates" actions={newCertificate} />
      <DataTable
        label="Certificates"
        rows={certificates.data?.items ?? []}
        rowKey={(certificate) => certificate.name}
        filter={{ name: (certificate) => certificate.name }}
        paginated={pagination.hasPrev || Boolean(certificates.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            sortValue: (certificate) => certificate.name,
            cell: (certificate) => certificate.name,
          },
          {
            header: 'Description',
            sortValue: (certificate) => certificate.description,
            cell: (certificate) => certificate.description,
          },
          {
            header: 'Service',
            sortValue: (certificate) => certificate.service,
            cell: (certificate) => (
              <Badge highContrast variant="soft" color="gray">
                {certificate.service === 'external_api' ? 'external API' : certificate.service}
              </Badge>
            ),
          },
          {
            header: 'Created',
            sortValue: (certificate) => certificate.timeCreated,
            cell: (certificate) => formatRelativeTime(certificate.timeCreated),
          },
        ]}
        actions={(certificate) => [
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'certificate',
                label: `Are you sure you want to delete certificate ${certificate.name}? Clients will no longer be offered it.`,
                doDelete: () => deleteCertificate.mutateAsync({ path: { certificate: certificate.name } }),
              }),
          },
        ]}
        empty={
          certificates.isSuccess ? (
            <EmptyState
              title="No certificates"
              body="Add a certificate for the silo's external API endpoint."
              action={newCertificate}
            />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={certificates.data?.nextPage}
        loading={certificates.isFetching}
      />
    </>
  );
}
