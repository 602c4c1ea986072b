import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { type ReactNode, type UIEvent, useState } from 'react';
import Cross2Icon from '~icons/radix-icons/cross-2';
import { DIALOG_CLOSE_ATTRIBUTE, useDialogFocus } from './dialogFocus';

const WIDTHS = { narrow: '24rem', medium: '32rem', free: 'auto' } as const;

interface ModalProps {
  title: string;
  description?: ReactNode;
  open: boolean;
  onDismiss: () => void;
  children: ReactNode;
}

function CloseButton() {
  return (
    <Dialog.Close {...{ [DIALOG_CLOSE_ATTRIBUTE]: '' }}>
      <IconButton variant="ghost" color="gray" aria-label="Close">
        <Cross2Icon />
      </IconButton>
    </Dialog.Close>
  );
}

/** A centred dialog; closes on its Close button, an outside press or Escape. */
export function Modal({
  title,
  description,
  open,
  onDismiss,
  children,
  width = 'medium',
}: ModalProps & { width?: keyof typeof WIDTHS }) {
  const focus = useDialogFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Content
        maxWidth={WIDTHS[width]}
        aria-describedby={description ? undefined : undefined}
        {...focus}
      >
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{title}</Dialog.Title>
          <CloseButton />
        </Flex>
        {description ? <Dialog.Description size="2">{description}</Dialog.Description> : null}
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The right-hand side panel for create and edit forms. Its scroll area shows a top border once scrolled,
 * so the header stays visually separate from the content under it.
 */
export function SideModal({
  title,
  description,
  open,
  onDismiss,
  children,
  footer,
}: ModalProps & { footer?: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  const focus = useDialogFocus(open);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrolled(event.currentTarget.scrollTop > 0);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Content className="side-modal" aria-describedby={undefined} {...focus}>
        <Flex justify="between" align="start" gap="3" className="side-modal-header">
          <Dialog.Title mb="0">{title}</Dialog.Title>
          <CloseButton />
        </Flex>
        {description ? <Dialog.Description size="2">{description}</Dialog.Description> : null}
        <div className="side-modal-body" data-scrolled={scrolled || undefined} onScroll={onScroll}>
          {children}
        </div>
        {footer ? <div className="side-modal-footer">{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
