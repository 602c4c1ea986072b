import { ChevronDownIcon } from '@radix-ui/themes/components/icons';
import { lazyModule } from './lazyModule';
import type { OptionSelectProps } from './optionSelectProps';
import { useTriggerStandIn } from './triggerStandIn';

const selectMenu = lazyModule(() => import('./OptionSelectMenu'));

/**
 * A Radix Themes select of a few options. Its listbox code loads on first use: until then a stand-in of its
 * trigger takes its place, which opens the real select once it is in (see `useTriggerStandIn`). Focus or a
 * pointer on the stand-in already loads it, so letters typed on the closed select (Radix picks the option they
 * start) reach the real one.
 */
export function OptionSelect({ label, labelledBy, ...select }: OptionSelectProps) {
  const { loaded, triggerProps } = useTriggerStandIn(selectMenu, 'select');
  const named = { ...triggerProps, 'aria-label': label, 'aria-labelledby': labelledBy };
  return loaded ? (
    <loaded.OptionSelectMenu {...select} triggerProps={named} />
  ) : (
    <SelectTriggerStandIn {...select} triggerProps={named} />
  );
}

/** The button Radix Themes draws for a closed select showing `value`: the same classes and attributes. */
export function SelectTriggerStandIn({
  value,
  options,
  size,
  triggerProps,
}: Pick<OptionSelectProps, 'value' | 'options' | 'size'> & { triggerProps: Record<string, unknown> }) {
  const current = options.find((option) => option.value === value);
  return (
    <button {...triggerProps} className={`rt-reset rt-SelectTrigger rt-r-size-${size} rt-variant-surface`}>
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{current?.label}</span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" aria-hidden />
    </button>
  );
}
