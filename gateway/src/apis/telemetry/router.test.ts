import express from 'express';
import { errorHandler } from '../../http/error-response';
import { listen, type TestServer } from '../testing/test-server';
import { createTelemetryRouter } from './router';
import { WebVitalsBuffer } from './web-vitals-buffer';
import { parseWebVitalReport, type WebVitalReport } from './web-vitals-report';

const valid: WebVitalReport = {
  name: 'LCP',
  value: 1820,
  rating: 'good',
  id: 'v5-1700000000000-123',
  route: 'item',
};

describe('web vitals report validation', () => {
  it('accepts a complete report', () => {
    expect(parseWebVitalReport(valid)).toEqual({ report: valid });
    expect(parseWebVitalReport({ ...valid, name: 'CLS', value: 0.05 })).toHaveProperty('report');
  });

  it.each([
    [null, /JSON object/],
    [[valid], /JSON object/],
    [{ ...valid, extra: 1 }, /Unknown fields: extra/],
    [{ ...valid, name: 'FID' }, /name/],
    [{ ...valid, value: -1 }, /value/],
    [{ ...valid, value: '12' }, /value/],
    [{ ...valid, name: 'CLS', value: 500 }, /value/],
    [{ ...valid, rating: 'bad' }, /rating/],
    [{ ...valid, id: '' }, /id/],
    [{ ...valid, route: '<script>' }, /route/],
  ])('rejects %j', (body, problem) => {
    const parsed = parseWebVitalReport(body);
    expect(parsed).toHaveProperty('problem');
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});

describe('WebVitalsBuffer', () => {
  it('keeps the latest reports and summarises them per route and metric', () => {
    const buffer = new WebVitalsBuffer(4);
    for (const value of [100, 200, 300, 400, 5000]) {
      buffer.add({ ...valid, value, rating: value > 2500 ? 'poor' : 'good' });
    }
    expect(buffer.size).toBe(4);
    expect(buffer.summary()).toEqual([{ route: 'item', name: 'LCP', count: 4, p75: 400, poor: 1 }]);
  });
});

describe('POST /telemetry/web-vitals', () => {
  let server: TestServer;
  const buffer = new WebVitalsBuffer();

  beforeAll(async () => {
    const app = express();
    app.use(createTelemetryRouter(buffer));
    app.use(errorHandler(() => undefined));
    server = await listen(app);
  });

  afterAll(() => server.close());

  const post = (body: string, type = 'application/json') =>
    fetch(`${server.url}/telemetry/web-vitals`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });

  it('stores a valid report and answers 204', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(204);
    const summary = (await (await fetch(`${server.url}/telemetry/web-vitals`)).json()) as {
      summary: unknown[];
    };
    expect(summary.summary).toEqual([{ route: 'item', name: 'LCP', count: 1, p75: 1820, poor: 0 }]);
  });

  it('answers 400 with the problem for a bad report', async () => {
    const response = await post(JSON.stringify({ ...valid, rating: 'terrible' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/rating/);
  });

  it('answers 400 for an application/json body that is not JSON', async () => {
    const response = await post('LCP=1');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: '400' });
  });

  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'])(
    'answers 415 for a report sent as %s, as the other JSON routes do',
    async (type) => {
      const response = await post(JSON.stringify(valid), type);
      expect(response.status).toBe(415);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ success: false, error: 'Unsupported Media Type', code: '415' });
      expect(body.message).toMatch(/application\/json/);
    },
  );

  it('takes the report as the portal beacons it: a Blob of type application/json', async () => {
    // What navigator.sendBeacon sends for host/src/shell/perf/report-web-vitals.ts's Blob.
    const response = await fetch(`${server.url}/telemetry/web-vitals`, {
      method: 'POST',
      body: new Blob([JSON.stringify(valid)], { type: 'application/json' }),
    });
    expect(response.status).toBe(204);
  });
});
