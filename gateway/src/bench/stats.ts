export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Percentiles (nearest rank) of latencies in milliseconds. */
export function latencyStats(samples: readonly number[]): LatencyStats {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number): number =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
      : NaN;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
    mean: sorted.length ? sum / sorted.length : NaN,
  };
}

export function formatStats(label: string, s: LatencyStats, seconds?: number): string {
  const rate = seconds ? `  ${(s.count / seconds).toFixed(0).padStart(5)} req/s` : '';
  return `${label.padEnd(28)} n=${String(s.count).padStart(5)}  p50 ${s.p50.toFixed(2).padStart(7)} ms  p95 ${s.p95.toFixed(2).padStart(7)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms  max ${s.max.toFixed(1).padStart(7)} ms${rate}`;
}
