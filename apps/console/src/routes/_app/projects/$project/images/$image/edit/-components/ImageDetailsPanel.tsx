import { formatBytes, formatRelativeTime, type Image } from '@rackconsole/sdk';
import { Button, Code, DataList, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { imageQuery } from '~/api/images';
import { ActionButton } from '~/components/ActionButton';
import { CopyButton } from '~/components/CopyButton';
import { SideModal } from '~/components/Modal';
import { TruncatedText } from '~/components/TruncatedText';
import { useImageActions } from '~/routes/_app/projects/$project/images/-components/useImageActions';

const imageRoute = getRouteApi('/_app/projects/$project/_images-list/images/$image/edit');

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

function ImageDetails({ image }: { image: Image }) {
  return (
    <DataList.Root aria-label="Image details">
      <Detail label="Name">{image.name}</Detail>
      <Detail label="Description">{image.description || '—'}</Detail>
      <Detail label="OS">{image.os}</Detail>
      <Detail label="Version">{image.version}</Detail>
      <Detail label="Size">{formatBytes(image.size)}</Detail>
      <Detail label="Block size">{formatBytes(image.blockSize)}</Detail>
      {image.digest ? (
        <Detail label={`Digest (${image.digest.type})`}>
          <Flex gap="2" align="center">
            <TruncatedText text={image.digest.value} maxLength={24} />
            <CopyButton text={image.digest.value} label="Copy digest" />
          </Flex>
        </Detail>
      ) : null}
      <Detail label="ID">
        <Flex gap="2" align="center">
          <Code variant="ghost">{image.id}</Code>
          <CopyButton text={image.id} label="Copy image ID" />
        </Flex>
      </Detail>
      <Detail label="Created">{formatRelativeTime(image.timeCreated)}</Detail>
      <Detail label="Modified">{formatRelativeTime(image.timeModified)}</Detail>
    </DataList.Root>
  );
}

/**
 * A project image in the side panel. The platform cannot change an image once made, so its details are
 * read-only; what can be done to it, promote and delete, is offered here.
 */
export function ImageDetailsPanel() {
  const { project, image: name } = imageRoute.useParams();
  const navigate = useNavigate();
  const close = () => navigate({ to: '/projects/$project/images', search: true, params: { project } });
  const image = useQuery(imageQuery(project, name));
  const actions = useImageActions(project, { onGone: close });
  const data = image.data;
  return (
    <SideModal
      title="Image"
      open
      onDismiss={close}
      footer={
        <Flex gap="3" justify="end">
          <ActionButton
            color="red"
            variant="soft"
            disabledReason={actions.deleteReason}
            onClick={() => data && actions.remove(data)}
          >
            Delete
          </ActionButton>
          <ActionButton
            variant="soft"
            disabledReason={actions.promoteReason}
            onClick={() => data && actions.promote(data)}
          >
            Promote
          </ActionButton>
          <Button variant="soft" color="gray" onClick={close}>
            Close
          </Button>
        </Flex>
      }
    >
      <Flex direction="column" gap="4">
        <Text size="2" color="gray">
          An image cannot be changed once made. To change its details, create a new image from the same
          snapshot.
        </Text>
        {data ? <ImageDetails image={data} /> : null}
      </Flex>
    </SideModal>
  );
}
