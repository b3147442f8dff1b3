import { makeAutoObservable } from 'mobx';
import { TOAST_DURATION_MS } from '../theme/behaviour';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  message: string;
  variant: ToastVariant;
}

/**
 * Short messages shown bottom-left for 5 s with no close button (spec §9). Any part of the portal
 * calls `show()`; the host renders the list. Timers only run in the browser.
 */
export class ToastStore {
  toasts: ToastMessage[] = [];
  private nextId = 1;

  constructor(private readonly durationMs = TOAST_DURATION_MS) {
    makeAutoObservable<ToastStore, 'nextId' | 'durationMs'>(this, {
      nextId: false,
      durationMs: false,
    });
  }

  show(message: string, variant: ToastVariant = 'info'): number {
    const id = this.nextId++;
    this.toasts.push({ id, message, variant });
    if (typeof window !== 'undefined') setTimeout(() => this.hide(id), this.durationMs);
    return id;
  }

  hide(id: number) {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
