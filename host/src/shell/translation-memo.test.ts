/** @jest-environment node */
import type { i18n as I18n } from 'i18next';
import { createI18n, ensureNamespace, type LocaleCode } from '@portal/shared-kernel';
import { memoizedGetFixedT } from './translation-memo';

const english = {
  hello: 'Hello',
  greeting: 'Hello {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};

async function instanceWith(messages: Record<string, unknown>, locale: LocaleCode = 'en') {
  const i18n = createI18n(locale);
  await ensureNamespace(i18n, { namespace: 'demo', load: async () => messages }, locale);
  return i18n;
}

type AnyT = (key: string, options?: unknown) => unknown;

/** Counts the lookups that reach i18next (a translate function ends in the instance's `t`). */
function countLookups(i18n: I18n) {
  const lookups = { count: 0 };
  const t = i18n.t as unknown as AnyT;
  (i18n as { t: unknown }).t = (key: string, options?: unknown) => {
    lookups.count += 1;
    return t(key, options);
  };
  return lookups;
}

describe('memoizedGetFixedT', () => {
  it('translates exactly as i18next does', async () => {
    const messages = Object.freeze({ ...english });
    const i18n = await instanceWith(messages);
    const plain = i18n.getFixedT('en', 'demo') as unknown as AnyT;
    const remembered = memoizedGetFixedT(i18n)('en', 'demo') as unknown as AnyT;

    const calls: Array<[string, unknown?]> = [
      ['hello'],
      ['greeting', { name: 'Ada' }],
      ['items', { count: 1 }],
      ['items', { count: 7 }],
      ['missing', { defaultValue: 'Fallback' }],
      ['missing', 'Default as string'],
      ['missing'],
      ['common:unknown'],
    ];
    for (const [key, options] of calls) {
      const expected = plain(key, options);
      expect(remembered(key, options)).toBe(expected);
      expect(remembered(key, options)).toBe(expected);
    }
  });

  it('looks a plain call up once, and again when its options differ', async () => {
    const i18n = await instanceWith(Object.freeze({ ...english }));
    const lookups = countLookups(i18n);
    const t = memoizedGetFixedT(i18n)('en', 'demo');

    expect([t('hello'), t('hello'), t('items', { count: 2 }), t('items', { count: 2 })]).toEqual([
      'Hello',
      'Hello',
      '2 items',
      '2 items',
    ]);
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(lookups.count).toBe(3);
  });

  it('shares results between instances that hold the same frozen bundles, only those', async () => {
    const messages = Object.freeze({ ...english });
    const first = await instanceWith(messages);
    const second = await instanceWith(messages);
    const other = await instanceWith(Object.freeze({ ...english, hello: 'Hi' }));
    memoizedGetFixedT(first)('en', 'demo')('hello');
    const secondLookups = countLookups(second);
    const otherLookups = countLookups(other);

    expect(memoizedGetFixedT(second)('en', 'demo')('hello')).toBe('Hello');
    expect(memoizedGetFixedT(other)('en', 'demo')('hello')).toBe('Hi');
    expect(secondLookups.count).toBe(0);
    expect(otherLookups.count).toBe(1);
  });

  it('forgets when a bundle is added or the language changes', async () => {
    const i18n = createI18n('en', {
      en: { demo: { hello: 'Hello' } },
      fr: { demo: { hello: 'Salut' } },
    });
    const getFixedT = memoizedGetFixedT(i18n);
    expect(getFixedT('en', 'demo')('later')).toBe('later');

    i18n.addResourceBundle('en', 'demo', { later: 'Now there' }, true, true);
    expect(getFixedT('en', 'demo')('later')).toBe('Now there');

    await i18n.changeLanguage('fr');
    expect(getFixedT('fr', 'demo')('hello')).toBe('Salut');
  });

  it('does not remember calls with object options', async () => {
    const i18n = await instanceWith(Object.freeze({ ...english }));
    const lookups = countLookups(i18n);
    const t = memoizedGetFixedT(i18n)('en', 'demo');

    t('greeting', { replace: { name: 'Ada' } });
    t('greeting', { replace: { name: 'Ada' } });

    expect(lookups.count).toBe(2);
  });
});
