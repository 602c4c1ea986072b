import { fileURLToPath } from 'node:url';
import Icons from 'unplugin-icons/vite';

/**
 * The Radix icons, one module per icon: `import Cross2Icon from '~icons/radix-icons/cross-2'` is a React
 * component of its own, so an icon loads with the code that draws it rather than every icon with the first
 * screen (`@radix-ui/react-icons` ships all of them in one module). unplugin-icons compiles the Radix set's
 * Iconify data (`@iconify-json/radix-icons`, MIT) with svgr into a component that passes its props and ref to
 * the `<svg>`; drawn at 15×15 px in currentColor as Radix draws them (`color` sets that colour, as before).
 * The data is found from the console's own folder, so the root's vitest resolves it as vite does.
 */
export const radixIcons = () =>
  Icons({
    compiler: 'jsx',
    jsx: 'react',
    iconCustomizer: (_collection, _icon, props) => {
      props.width = '15';
      props.height = '15';
    },
    collectionsNodeResolvePath: fileURLToPath(new URL('..', import.meta.url)),
  });
