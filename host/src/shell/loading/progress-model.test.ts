/** @jest-environment node */
import { ProgressModel, type ProgressPhase } from './progress-model';

describe('loading bar timing (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function model() {
    const phases: ProgressPhase[] = [];
    return { progress: new ProgressModel((phase) => phases.push(phase)), phases };
  }

  it('shows nothing for work that ends within 200 ms', () => {
    const { progress, phases } = model();
    progress.setActive(true);
    jest.advanceTimersByTime(199);
    progress.setActive(false);
    jest.advanceTimersByTime(1000);
    expect(phases).toEqual([]);
  });

  it('runs after 200 ms, completes at the end and hides 500 ms later', () => {
    const { progress, phases } = model();
    progress.setActive(true);
    jest.advanceTimersByTime(200);
    expect(phases).toEqual(['running']);
    jest.advanceTimersByTime(3000);
    progress.setActive(false);
    expect(phases).toEqual(['running', 'done']);
    jest.advanceTimersByTime(499);
    expect(progress.phase).toBe('done');
    jest.advanceTimersByTime(1);
    expect(phases).toEqual(['running', 'done', 'hidden']);
  });

  it('keeps running when new work starts before it hides', () => {
    const { progress, phases } = model();
    progress.setActive(true);
    jest.advanceTimersByTime(250);
    progress.setActive(false);
    progress.setActive(true);
    jest.advanceTimersByTime(200);
    expect(phases).toEqual(['running', 'done', 'running']);
    jest.advanceTimersByTime(1000);
    expect(progress.phase).toBe('running');
  });
});
