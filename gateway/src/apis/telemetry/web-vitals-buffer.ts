import type { WebVitalReport } from './web-vitals-report';

export interface StoredReport extends WebVitalReport {
  receivedAt: number;
}

export interface VitalSummary {
  route: string;
  name: WebVitalReport['name'];
  count: number;
  /** 75th percentile, the figure web vitals are judged by. */
  p75: number;
  poor: number;
}

/**
 * The latest reports in memory, oldest dropped first: enough to watch how routes perform without
 * a table that grows for ever (a monitoring system would take this feed in production).
 */
export class WebVitalsBuffer {
  private readonly reports: StoredReport[] = [];

  constructor(private readonly capacity = 5000) {}

  add(report: WebVitalReport, receivedAt = Date.now()): void {
    this.reports.push({ ...report, receivedAt });
    if (this.reports.length > this.capacity)
      this.reports.splice(0, this.reports.length - this.capacity);
  }

  get size(): number {
    return this.reports.length;
  }

  /** Per route and metric: how many reports, their 75th percentile and how many were poor. */
  summary(): VitalSummary[] {
    const groups = new Map<string, StoredReport[]>();
    for (const report of this.reports) {
      const key = `${report.route}\u0000${report.name}`;
      groups.set(key, [...(groups.get(key) ?? []), report]);
    }
    return [...groups.values()]
      .map((group) => {
        const values = group.map((report) => report.value).sort((a, b) => a - b);
        return {
          route: group[0]!.route,
          name: group[0]!.name,
          count: group.length,
          p75: values[Math.min(values.length - 1, Math.ceil(values.length * 0.75) - 1)]!,
          poor: group.filter((report) => report.rating === 'poor').length,
        };
      })
      .sort((a, b) => a.route.localeCompare(b.route) || a.name.localeCompare(b.name));
  }
}
