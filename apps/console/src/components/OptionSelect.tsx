import { Button } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/themes/components/icons';
import { lazyModule } from './lazyModule';
import { useLazyPopup } from './lazyPopup';
import type { OptionSelectProps } from './optionSelectProps';

const selectMenu = lazyModule(() => import('./OptionSelectMenu'));

/**
 * A Radix Themes select of a few options. Its listbox code loads on first use: until then a plain button shows
 * the value, and opening it mounts the real select, open (see `useLazyPopup`).
 */
export function OptionSelect({ label, labelledBy, ...select }: OptionSelectProps) {
  const { loaded, triggerProps } = useLazyPopup(selectMenu, 'listbox');
  const named = { 'aria-label': label, 'aria-labelledby': labelledBy };
  if (loaded) return <loaded.OptionSelectMenu {...select} triggerProps={named} defaultOpen />;
  const current = select.options.find((option) => option.value === select.value);
  return (
    <Button
      {...triggerProps}
      {...named}
      type="button"
      className="option-select-trigger"
      size={select.size}
      variant="surface"
      color="gray"
    >
      <span>{current?.label}</span>
      <ChevronDownIcon aria-hidden />
    </Button>
  );
}
