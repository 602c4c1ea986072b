import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '~/test/render';
import { ChartGroup } from './ChartGroup';
import { chartSummary, LineChart } from './LineChart';
import { UsageBar, usagePercent } from './UsageBar';

const points = [
  { time: new Date('2026-07-31T10:00:00Z'), value: 4 },
  { time: new Date('2026-07-31T11:00:00Z'), value: 12 },
  { time: new Date('2026-07-31T12:00:00Z'), value: 8 },
];
const format = (value: number) => `${value} CPUs`;

describe('chartSummary', () => {
  it('names the period, each line’s latest, highest and lowest values, and the limit', () => {
    const summary = chartSummary('CPUs provisioned', [{ label: 'Provisioned', points }], format, {
      label: 'Quota',
      value: 64,
    });
    expect(summary).toMatch(/^CPUs provisioned from .+ to .+: /);
    expect(summary).toContain('Provisioned latest 8 CPUs, highest 12 CPUs, lowest 4 CPUs');
    expect(summary).toMatch(/; Quota 64 CPUs$/);
  });

  it('says when there is nothing to chart', () => {
    expect(chartSummary('CPUs provisioned', [{ label: 'Provisioned', points: [] }], format)).toBe(
      'CPUs provisioned: no data for this period',
    );
  });
});

describe('LineChart', () => {
  it('draws the data described by its summary, and a legend', () => {
    renderInTheme(
      <LineChart
        title="CPUs provisioned"
        lines={[{ label: 'Provisioned', points }]}
        max={70}
        format={format}
        limit={{ label: 'Quota', value: 64 }}
      />,
    );
    expect(screen.getByRole('slider', { name: 'CPUs provisioned read-out' })).toHaveAccessibleDescription(
      /Provisioned latest 8 CPUs/,
    );
    expect(screen.getByRole('list', { name: 'CPUs provisioned legend' })).toHaveTextContent('Quota: 64 CPUs');
    // Axis ticks at quarters of the bound.
    expect(screen.getByText('17.5 CPUs')).toBeInTheDocument();
  });

  it('shows the error or the absence of data instead of an empty chart', () => {
    const { rerender } = renderInTheme(
      <LineChart title="Memory" lines={[]} max={10} format={format} error={new Error('Forbidden')} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    rerender(<LineChart title="Memory" lines={[]} max={10} format={format} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

describe('LineChart in a ChartGroup', () => {
  const window = { start: Date.parse('2026-07-31T10:00:00Z'), end: Date.parse('2026-07-31T12:00:00Z') };
  const memory = [
    { time: new Date('2026-07-31T10:00:00Z'), value: 1 },
    { time: new Date('2026-07-31T11:00:00Z'), value: 2 },
    { time: new Date('2026-07-31T12:00:00Z'), value: 3 },
  ];
  const renderGroup = (onZoom = vi.fn()) => {
    renderInTheme(
      <ChartGroup window={window} onZoom={onZoom}>
        <LineChart title="CPUs" lines={[{ label: 'Provisioned', points }]} max={20} format={format} />
        <LineChart title="Memory" lines={[{ label: 'Used', points: memory }]} max={10} format={String} />
      </ChartGroup>,
    );
    return onZoom;
  };
  const legend = (title: string) => screen.getByRole('list', { name: `${title} legend` });

  it('reads out one time on every chart as the arrow keys move through the focused one', async () => {
    renderGroup();
    const cpus = screen.getByRole('slider', { name: 'CPUs read-out' });
    cpus.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(cpus).toHaveAttribute('aria-valuetext', expect.stringMatching(/: Provisioned 4 CPUs$/));
    await userEvent.keyboard('{ArrowRight}');
    expect(cpus).toHaveAttribute('aria-valuetext', expect.stringMatching(/: Provisioned 12 CPUs$/));
    expect(legend('CPUs')).toHaveTextContent(/Provisioned: 12 CPUs at /);
    // The other chart reads out the same time.
    expect(legend('Memory')).toHaveTextContent(/Used: 2 at /);
    await userEvent.keyboard('{End}');
    expect(legend('Memory')).toHaveTextContent(/Used: 3 at /);
    await userEvent.keyboard('{Escape}');
    expect(legend('Memory')).toHaveTextContent('Used: 3 latest');
  });

  it('zooms the group to the window dragged across a chart, and not on a click', () => {
    const onZoom = renderGroup();
    const svg = screen.getByRole('slider', { name: 'Memory read-out' }).querySelector('svg') as SVGSVGElement;
    // jsdom lays nothing out: the plot is given the chart's own 640-unit width.
    svg.getBoundingClientRect = () => ({ left: 0, width: 640, top: 0, height: 220 }) as DOMRect;
    const at = (clientX: number) => ({ clientX, button: 0, pointerId: 1 });
    fireEvent.pointerDown(svg, at(76));
    fireEvent.pointerUp(svg, at(76));
    expect(onZoom).not.toHaveBeenCalled();
    // The plot runs from x = 76 to 624: a quarter to a half of it.
    fireEvent.pointerDown(svg, at(76 + 548 / 4));
    fireEvent.pointerMove(svg, at(76 + 548 / 2));
    fireEvent.pointerUp(svg, at(76 + 548 / 2));
    expect(onZoom).toHaveBeenCalledWith({
      start: Date.parse('2026-07-31T10:30:00Z'),
      end: Date.parse('2026-07-31T11:00:00Z'),
    });
  });
});

describe('UsageBar', () => {
  it('is a meter that reads the use against the limit', () => {
    renderInTheme(<UsageBar label="CPUs of quota" used={48} limit={64} valueText="48 of 64 CPUs" />);
    const meter = screen.getByRole('meter', { name: 'CPUs of quota' });
    expect(meter).toHaveAttribute('aria-valuetext', '48 of 64 CPUs (75%)');
    expect(meter).toHaveAttribute('data-level', 'normal');
  });

  it('marks use near or over the limit', () => {
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(1, 0)).toBe(Infinity);
    renderInTheme(<UsageBar label="Memory" used={90} limit={64} valueText="90 of 64" />);
    expect(screen.getByRole('meter', { name: 'Memory' })).toHaveAttribute('data-level', 'over');
  });
});
