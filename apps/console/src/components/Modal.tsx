import { Cross2Icon } from '@radix-ui/react-icons';
import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { type ReactNode, type UIEvent, useRef, useState } from 'react';

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
    <Dialog.Close>
      <IconButton variant="ghost" color="gray" aria-label="Close">
        <Cross2Icon />
      </IconButton>
    </Dialog.Close>
  );
}

/**
 * Radix gives focus back to a Dialog.Trigger on close; these dialogs open from state or from the URL instead,
 * so the element that had focus when the dialog opened (the button or link that opened it) gets it back.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: by the time effects run, the dialog has already taken focus.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
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
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Content
        maxWidth={WIDTHS[width]}
        aria-describedby={description ? undefined : undefined}
        onCloseAutoFocus={returnFocus}
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
  const returnFocus = useFocusReturn(open);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrolled(event.currentTarget.scrollTop > 0);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Content className="side-modal" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
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
