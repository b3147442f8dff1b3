import { prefetchAllowed, whenIdle } from './background-work';

describe('prefetchAllowed (spec §9)', () => {
  it('allows fetching ahead unless on 2g or saving data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has none: each test sets it when it needs it
    delete window.requestIdleCallback;
    // @ts-expect-error as above
    delete window.cancelIdleCallback;
    jest.useRealTimers();
  });

  it('waits for the idle callback, with the timeout given, and can be cancelled', () => {
    const callbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
      callbacks.push(callback),
    );
    window.cancelIdleCallback = jest.fn();
    const task = jest.fn();
    const cancel = whenIdle(task, 500);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 500 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('runs on the next task where the browser cannot say when it is idle', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
