import { RequestLogStore } from './request-log-store';

describe('RequestLogStore (spec §4)', () => {
  it('records while a navigation runs and stops when it completes', () => {
    const store = new RequestLogStore([{ method: 'GET', url: '/api/a' }]);
    store.stopRecording();
    store.record({ method: 'GET', url: '/api/ignored' });
    expect(store.entries.map((entry) => entry.url)).toEqual(['/api/a']);
    store.restart();
    store.record({ method: 'GET', url: '/api/b' });
    expect(store.entries.map((entry) => entry.url)).toEqual(['/api/b']);
  });

  it('counts outstanding requests, never below zero', () => {
    const store = new RequestLogStore();
    store.started();
    store.started();
    store.finished();
    expect(store.loading).toBe(true);
    store.finished();
    store.finished();
    expect(store.pending).toBe(0);
    expect(store.loading).toBe(false);
  });
});
