import { formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import { Button, Code, DataList, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { siloImageQuery } from '~/api/images';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { SideModal } from '~/components/Modal';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { DemoteImageModal } from '~/routes/_app/images/-components/DemoteImageModal';
import { useDeleteSiloImage } from '~/routes/_app/images/-components/SiloImagesPage';

const imageRoute = getRouteApi('/_app/_images-list/images/$image/edit');

/** A silo image's details, read-only (the platform cannot change an image), with demote and delete. */
export function SiloImagePanel() {
  const navigate = useNavigate();
  const { image: selector } = imageRoute.useParams();
  const image = useQuery(siloImageQuery(selector));
  const [demoting, setDemoting] = useState(false);
  const unauthorized = useUnauthorizedReason('manageSiloImages');
  const close = () => navigate({ to: '/images', search: true });
  const deleteImage = useDeleteSiloImage(close);
  const data = image.data;
  return (
    <>
      <SideModal
        title="Image"
        open={!demoting}
        onDismiss={close}
        footer={
          <Flex gap="3" justify="end">
            <ActionButton
              color="red"
              variant="soft"
              disabledReason={unauthorized}
              onClick={() => data && deleteImage(data)}
            >
              Delete
            </ActionButton>
            <ActionButton variant="soft" disabledReason={unauthorized} onClick={() => setDemoting(true)}>
              Demote
            </ActionButton>
            <Button variant="soft" color="gray" onClick={close}>
              Close
            </Button>
          </Flex>
        }
      >
        {data ? (
          <DataList.Root aria-label="Image details">
            <DataList.Item>
              <DataList.Label>Name</DataList.Label>
              <DataList.Value>
                <TruncatedText text={data.name} maxLength={NAME_LIMITS.cell} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Description</DataList.Label>
              <DataList.Value>{data.description || '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>OS</DataList.Label>
              <DataList.Value>{data.os}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Version</DataList.Label>
              <DataList.Value>{data.version}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Size</DataList.Label>
              <DataList.Value>{formatBytes(data.size)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Block size</DataList.Label>
              <DataList.Value>{formatBytes(data.blockSize)}</DataList.Value>
            </DataList.Item>
            {data.digest ? (
              <DataList.Item>
                <DataList.Label>Digest ({data.digest.type})</DataList.Label>
                <DataList.Value>
                  <Flex gap="2" align="center">
                    <TruncatedText text={data.digest.value} maxLength={24} />
                    <CopyButton text={data.digest.value} label="Copy digest" />
                  </Flex>
                </DataList.Value>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.Label>ID</DataList.Label>
              <DataList.Value>
                <Flex gap="2" align="center">
                  <Code variant="ghost">{data.id}</Code>
                  <CopyButton text={data.id} label="Copy image ID" />
                </Flex>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Created</DataList.Label>
              <DataList.Value>{formatRelativeTime(data.timeCreated)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Modified</DataList.Label>
              <DataList.Value>{formatRelativeTime(data.timeModified)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        ) : null}
      </SideModal>
      <DemoteImageModal
        image={demoting && data ? data : null}
        onDismiss={() => setDemoting(false)}
        onDemoted={close}
      />
    </>
  );
}
