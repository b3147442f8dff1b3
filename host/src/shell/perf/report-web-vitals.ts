import { whenIdle } from '@portal/shared-kernel';
import { vitalsStore, type VitalName, type VitalRating, type VitalReport } from './vitals-store';

/** The gateway's telemetry endpoint, through the host's same-origin `/api` proxy. */
export const WEB_VITALS_ENDPOINT = '/api/telemetry/web-vitals';

interface Metric {
  name: string;
  value: number;
  rating: string;
  id: string;
}

/** Sends a report without holding the page (a beacon survives the page being closed). */
export function sendReport(report: VitalReport, nav: Navigator = navigator): void {
  const body = JSON.stringify(report);
  if (typeof nav.sendBeacon === 'function') {
    const queued = nav.sendBeacon(
      WEB_VITALS_ENDPOINT,
      new Blob([body], { type: 'application/json' }),
    );
    if (queued) return;
  }
  void fetch(WEB_VITALS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

export function toReport(metric: Metric, route: string): VitalReport {
  return {
    name: metric.name as VitalName,
    value:
      Math.round(metric.value * (metric.name === 'CLS' ? 1000 : 1)) /
      (metric.name === 'CLS' ? 1000 : 1),
    rating: metric.rating as VitalRating,
    id: metric.id,
    route,
  };
}

/**
 * Per-route performance monitoring (spec §7): LCP, INP, CLS and TTFB of the page, tagged with the
 * route the visitor is on when each is reported, sent to the gateway and kept for the debug panel.
 * web-vitals loads after hydration, when the browser is idle: it is not part of the first load.
 */
export function startWebVitals(currentRoute: () => string): void {
  const start = async () => {
    const { onCLS, onINP, onLCP, onTTFB } = await import(
      /* webpackChunkName: "web-vitals" */ 'web-vitals'
    );
    const report = (metric: Metric) => {
      const entry = toReport(metric, currentRoute());
      vitalsStore.add(entry);
      sendReport(entry);
    };
    onLCP(report);
    onINP(report);
    onCLS(report);
    onTTFB(report);
  };
  const run = () => void start().catch(() => undefined);
  whenIdle(run);
}
