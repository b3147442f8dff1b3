import { makeAutoObservable } from 'mobx';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** One measurement, as sent to the gateway and shown in the debug panel. */
export interface VitalReport {
  name: VitalName;
  value: number;
  rating: VitalRating;
  /** web-vitals' id of this metric instance (one per page load). */
  id: string;
  /** Route id of the page the metric belongs to (`home`, `item`, ...). */
  route: string;
}

/** The page's web vitals so far, newest value per metric and route. */
export class VitalsStore {
  reports: VitalReport[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  add(report: VitalReport) {
    this.reports = [
      ...this.reports.filter((entry) => !(entry.name === report.name && entry.id === report.id)),
      report,
    ].slice(-40);
  }
}

/** One store per browser page. */
export const vitalsStore = new VitalsStore();
