import { progressBar } from '@portal/shared-kernel';

export type ProgressPhase = 'hidden' | 'running' | 'done';

/**
 * The loading bar's timing (spec §4, §9): nothing for work that ends within 200 ms; otherwise the
 * bar appears and runs towards the end over 2.5 s; when the work ends it completes and hides
 * 500 ms later. Work starting again meanwhile keeps the bar.
 */
export class ProgressModel {
  phase: ProgressPhase = 'hidden';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private active = false;

  constructor(private readonly onChange: (phase: ProgressPhase) => void) {}

  setActive(active: boolean) {
    if (active === this.active) return;
    this.active = active;
    clearTimeout(this.timer);
    if (active) {
      if (this.phase === 'running') return;
      this.timer = setTimeout(() => this.set('running'), progressBar.throttleMs);
      return;
    }
    if (this.phase !== 'running') return;
    this.set('done');
    this.timer = setTimeout(() => this.set('hidden'), progressBar.hideDelayMs);
  }

  dispose() {
    clearTimeout(this.timer);
  }

  private set(phase: ProgressPhase) {
    this.phase = phase;
    this.onChange(phase);
  }
}
