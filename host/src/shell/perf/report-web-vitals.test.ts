import { sendReport, toReport, WEB_VITALS_ENDPOINT } from './report-web-vitals';
import { VitalsStore } from './vitals-store';

describe('web vitals reports', () => {
  it('tags a metric with its route and rounds it', () => {
    expect(toReport({ name: 'LCP', value: 1234.567, rating: 'good', id: 'v5-1' }, 'item')).toEqual({
      name: 'LCP',
      value: 1235,
      rating: 'good',
      id: 'v5-1',
      route: 'item',
    });
    expect(
      toReport({ name: 'CLS', value: 0.012345, rating: 'good', id: 'v5-2' }, 'home').value,
    ).toBe(0.012);
  });

  it('sends a beacon to the gateway endpoint', async () => {
    const sendBeacon = jest.fn(() => true);
    sendReport({ name: 'TTFB', value: 80, rating: 'good', id: 'x', route: 'search' }, {
      sendBeacon,
    } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(WEB_VITALS_ENDPOINT);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(text)).toMatchObject({ name: 'TTFB', route: 'search' });
  });

  it('keeps the newest value per metric instance', () => {
    const store = new VitalsStore();
    store.add({ name: 'CLS', value: 0.1, rating: 'good', id: 'a', route: 'home' });
    store.add({ name: 'CLS', value: 0.2, rating: 'needs-improvement', id: 'a', route: 'home' });
    store.add({ name: 'LCP', value: 900, rating: 'good', id: 'b', route: 'home' });
    expect(store.reports.map((report) => [report.name, report.value])).toEqual([
      ['CLS', 0.2],
      ['LCP', 900],
    ]);
  });
});
