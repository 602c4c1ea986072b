import { unit } from '../../core/synthetic';

/**
 * A deterministic activity level around 1 (between 0.1 and 1.9): a sum of sines whose periods (from tens of
 * seconds to hours) and phases come from the key. Sines because their integral has a closed form, so a
 * counter's value at any moment is one evaluation, and the sum of any run of its deltas is two: a week of
 * five-second samples aligned to hours costs one evaluation per hour, not 120,960 per series.
 */
export class Activity {
  private readonly waves: { amplitude: number; omega: number; phase: number }[];

  constructor(key: string) {
    const shapes: [amplitude: number, periodMs: number][] = [
      [0.08, 45_000],
      [0.25, 420_000],
      [0.35, 2_220_000],
      [0.2, 10_800_000],
    ];
    this.waves = shapes.map(([amplitude, periodMs], index) => ({
      amplitude,
      omega: (2 * Math.PI) / (periodMs * (0.7 + 0.6 * unit(`${key}:period:${index}`))),
      phase: 2 * Math.PI * unit(`${key}:phase:${index}`),
    }));
  }

  /** The level at a moment (ms since the epoch). */
  at(time: number): number {
    const t = time - ORIGIN;
    return this.waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin(wave.omega * t + wave.phase), 1);
  }

  /** ∫ level dt from a fixed origin to `time` (ms); only differences of it mean anything. */
  integral(time: number): number {
    const t = time - ORIGIN;
    return this.waves.reduce(
      (sum, wave) => sum - (wave.amplitude / wave.omega) * Math.cos(wave.omega * t + wave.phase),
      t,
    );
  }
}

/** Counters count from here, so their values stay well inside a double's exact range. */
const ORIGIN = Date.UTC(2025, 0, 1);
