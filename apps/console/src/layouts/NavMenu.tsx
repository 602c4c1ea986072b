import { IconButton } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { lazyModule } from '~/components/lazyModule';
import HamburgerMenuIcon from '~icons/radix-icons/hamburger-menu';

const drawer = lazyModule(() => import('./NavDrawer'));

/**
 * Below 1000 px the side navigation gives its width to the page and opens from this button as a drawer
 * (styles.css shows one or the other). The drawer's code loads when a pointer or focus reaches the button.
 */
export function NavMenu() {
  const [open, setOpen] = useState(false);
  const loaded = drawer.use();
  const drawerId = useId();
  return (
    <>
      <IconButton
        variant="ghost"
        color="gray"
        className="nav-menu-button"
        aria-label="Navigation"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-haspopup="dialog"
        onPointerEnter={drawer.prefetch}
        onFocus={drawer.prefetch}
        onClick={() => {
          drawer.prefetch();
          setOpen(true);
        }}
      >
        <HamburgerMenuIcon />
      </IconButton>
      {loaded ? <loaded.NavDrawer id={drawerId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
