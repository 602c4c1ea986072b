import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '~/test/render';
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
  it('draws the data as an image labelled with its summary, and a legend', () => {
    renderInTheme(
      <LineChart
        title="CPUs provisioned"
        lines={[{ label: 'Provisioned', points }]}
        max={70}
        format={format}
        limit={{ label: 'Quota', value: 64 }}
      />,
    );
    expect(screen.getByRole('img', { name: /Provisioned latest 8 CPUs/ })).toBeInTheDocument();
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
    expect(screen.queryByRole('img')).toBeNull();
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
