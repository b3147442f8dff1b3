/** @jest-environment node */
import { debugSettingsOf } from './debug-settings';
import { withDebugApiKey } from '../../shell/debug/debug-api-key';

describe('debug settings of a request', () => {
  it('come from the cookie', () => {
    expect(debugSettingsOf({ debugSettings: '{"enabled":true,"apiKey":"k1"}' }, {})).toEqual({
      settings: { enabled: true, apiKey: 'k1' },
      changed: false,
    });
    expect(debugSettingsOf({}, {}).settings.enabled).toBe(false);
  });

  it('are switched with ?debug=on|off', () => {
    expect(debugSettingsOf({}, { debug: 'on' })).toEqual({
      settings: { enabled: true, apiKey: null },
      changed: true,
    });
    expect(debugSettingsOf({ debugSettings: '{"enabled":true}' }, { debug: 'off' }).changed).toBe(
      true,
    );
    expect(debugSettingsOf({}, { debug: 'maybe' }).changed).toBe(false);
  });

  it('replace every API key when they carry one', () => {
    const endpoints = { record: { url: 'http://x/record', key: 'configured' } } as never;
    expect(withDebugApiKey(endpoints, null)).toBe(endpoints);
    expect(withDebugApiKey(endpoints, 'mine')).toEqual({
      record: { url: 'http://x/record', key: 'mine' },
    });
  });
});
