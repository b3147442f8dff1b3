import { Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { methodNotAllowed } from '../common/method-not-allowed';
import type { ApiRouterFactory } from '../context';
import { WebVitalsBuffer } from './web-vitals-buffer';
import { parseWebVitalReport } from './web-vitals-report';

/**
 * Performance telemetry of the portal's pages (spec §7 "performance monitoring per route"):
 * `POST /telemetry/web-vitals` takes one report (204, or 400 with what is wrong; 415 for a body
 * not sent as application/json, as the other JSON routes answer), `GET` answers per route and
 * metric the count, 75th percentile and poor ratings of the latest reports. The portal sends its
 * reports with `navigator.sendBeacon` as a Blob of type application/json, or with fetch and that
 * Content-Type (host: shell/perf/report-web-vitals.ts).
 */
export function createTelemetryRouter(buffer = new WebVitalsBuffer()): Router {
  const router = Router();
  router.post('/telemetry/web-vitals', ...jsonBody(), (req, res) => {
    const parsed = parseWebVitalReport(req.body);
    if ('problem' in parsed) {
      res
        .status(400)
        .json({ success: false, error: 'Invalid web vitals report', message: parsed.problem });
      return;
    }
    buffer.add(parsed.report);
    res.status(204).end();
  });
  router.get('/telemetry/web-vitals', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, reports: buffer.size, summary: buffer.summary() });
  });
  router.all('/telemetry/web-vitals', methodNotAllowed(['GET', 'POST']));
  return router;
}

export const telemetryApi: ApiRouterFactory = () => createTelemetryRouter();
