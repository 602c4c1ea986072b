import { Dialog, VisuallyHidden } from '@radix-ui/themes';
import { useDialogFocus } from '~/components/dialogFocus';
import { SideNav } from './SideNav';

/** The side navigation as a drawer from the left edge, for narrow windows (NavMenu opens it). */
export function NavDrawer({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const focus = useDialogFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        id={id}
        className="nav-drawer"
        aria-describedby={undefined}
        {...focus}
        // A link followed from the drawer leaves it behind.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onOpenChange(false);
        }}
      >
        <VisuallyHidden>
          <Dialog.Title>Navigation</Dialog.Title>
        </VisuallyHidden>
        <SideNav />
      </Dialog.Content>
    </Dialog.Root>
  );
}
