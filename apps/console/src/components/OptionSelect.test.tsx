import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '~/test/render';
import { SelectChevronIcon } from './OptionSelect';
import { OptionSelectMenu } from './OptionSelectMenu';

/** What an svg draws: its box, its fill and each path. */
const drawing = (svg: SVGSVGElement | null | undefined) => ({
  width: svg?.getAttribute('width'),
  height: svg?.getAttribute('height'),
  viewBox: svg?.getAttribute('viewBox'),
  fill: svg?.getAttribute('fill'),
  paths: [...(svg?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d')),
});

describe('SelectChevronIcon', () => {
  it('draws the chevron of the Radix Themes select the plain button stands in for', () => {
    renderInTheme(
      <OptionSelectMenu
        value="10"
        onValueChange={() => undefined}
        options={[{ value: '10', label: '10' }]}
        size="2"
        triggerProps={{ 'aria-label': 'Rows per page' }}
      />,
    );
    const themes = drawing(screen.getByRole('combobox', { name: 'Rows per page' }).querySelector('svg'));
    expect(themes.paths).toHaveLength(1);
    const { container } = render(<SelectChevronIcon />);
    expect(drawing(container.querySelector('svg'))).toEqual(themes);
  });
});
