import { ConsentStore } from './consent-store';
import { DebugStore, parseDebugSettings, serializeDebugSettings } from './debug-store';
import { ErrorStore, opensErrorModal } from './error-store';
import { RootStore } from './root-store';
import { ToastStore } from './toast-store';

describe('ConsentStore', () => {
  it('allows required services always and optional ones only once chosen', () => {
    const store = new ConsentStore();
    expect(store.decided).toBe(false);
    expect(store.allows('language')).toBe(true);
    expect(store.allows('youTube')).toBe(false);
    store.allow('youTube');
    expect(store.decided).toBe(true);
    expect(store.allows('youTube')).toBe(true);
    expect(store.allows('usageAnalytics')).toBe(false);
    expect(store.allows('no-such-service')).toBe(false);
  });

  it('accepts or rejects everything optional, and drops unknown names from snapshots', () => {
    const store = new ConsentStore({ choice: { allowed: ['vimeo', 'evil'] } });
    expect(store.snapshot()).toEqual({ choice: { allowed: ['vimeo'] } });
    store.rejectAll();
    expect(store.allows('vimeo')).toBe(false);
    expect(store.allows('authStrategy')).toBe(true);
    store.acceptAll();
    expect(store.allows('feedbackWidget')).toBe(true);
    expect(store.allows('sessionRecordingSurvey')).toBe(true);
  });
});

describe('ErrorStore (spec §5)', () => {
  it('opens the modal only for titled errors that are not fetch errors', () => {
    expect(opensErrorModal({ code: 'galleryLocked', title: 'Update failed' })).toBe(true);
    expect(opensErrorModal({ code: 'x', title: 'T', isFetchError: true })).toBe(false);
    expect(opensErrorModal({ code: 'x' })).toBe(false);
    expect(opensErrorModal({ code: 'x', title: '  ' })).toBe(false);

    const store = new ErrorStore();
    expect(store.report({ code: 'itemNotFound', isFetchError: true, title: 'Gone' })).toBe(false);
    expect(store.error?.code).toBe('itemNotFound');
    expect(store.modalError).toBeNull();
    expect(store.report({ code: 'galleryLocked', title: 'Update failed' })).toBe(true);
    expect(store.modalError?.code).toBe('galleryLocked');
    store.clear();
    expect(store.modalError).toBeNull();
  });
});

describe('DebugStore', () => {
  it('reads stored settings and ignores anything malformed', () => {
    expect(parseDebugSettings('{"enabled":true,"apiKey":"abc-123"}')).toEqual({
      enabled: true,
      apiKey: 'abc-123',
    });
    expect(parseDebugSettings('{"enabled":"yes","apiKey":"<script>"}')).toEqual({
      enabled: false,
      apiKey: null,
    });
    expect(parseDebugSettings('not json')).toEqual({ enabled: false, apiKey: null });
    expect(parseDebugSettings(undefined)).toEqual({ enabled: false, apiKey: null });
    const store = new DebugStore({ enabled: true });
    expect(store.enabled).toBe(true);
    store.update({ enabled: false });
    expect(parseDebugSettings(serializeDebugSettings(store.snapshot()))).toEqual({
      enabled: false,
      apiKey: null,
    });
  });
});

describe('ToastStore', () => {
  it('numbers toasts and hides them by id', () => {
    const store = new ToastStore(10);
    const first = store.show('one');
    const second = store.show('two', 'error');
    expect(store.toasts.map((toast) => toast.message)).toEqual(['one', 'two']);
    store.hide(first);
    expect(store.toasts).toEqual([{ id: second, message: 'two', variant: 'error' }]);
  });
});

describe('RootStore snapshot', () => {
  it('carries consent and debug settings from the server to the browser', () => {
    const server = new RootStore();
    server.consent.allow('vimeo');
    server.debug.update({ enabled: true });
    const browser = new RootStore(JSON.parse(JSON.stringify(server.snapshot())));
    expect(browser.consent.allows('vimeo')).toBe(true);
    expect(browser.debug.enabled).toBe(true);
  });
});
