import { Button } from '@radix-ui/themes';
import type { SVGProps } from 'react';
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
      <SelectChevronIcon />
    </Button>
  );
}

/**
 * The chevron a Radix Themes select draws in its trigger, drawn the same here so the plain button looks like the
 * select it stands in for. A copy rather than Themes' own `ChevronDownIcon`: that module holds Themes' checkbox
 * and menu icons too, which the first screen would load for nothing (0.9 KB gzip). OptionSelect.test.tsx fails
 * when Themes draws its chevron differently. Hidden from assistive technology, as the select's own is.
 */
export function SelectChevronIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" aria-hidden="true" {...props}>
      <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
    </svg>
  );
}
