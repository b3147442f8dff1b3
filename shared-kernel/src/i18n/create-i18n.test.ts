import {
  createI18n,
  createRequestI18n,
  ensureNamespace,
  registerNamespace,
  resourcesOf,
  switchLanguage,
  type NamespaceSource,
} from './create-i18n';

function source(messages: Record<string, unknown>): NamespaceSource & { calls: number } {
  const result = {
    namespace: 'demo',
    calls: 0,
    load: async () => {
      result.calls += 1;
      return { default: messages };
    },
  };
  return result;
}

describe('ensureNamespace', () => {
  it('adds a namespace the instance translates with, loading it once', async () => {
    const messages = {
      greeting: 'Hello {{name}}',
      nested: { count_one: 'one', count_other: 'many' },
    };
    const demo = source(messages);
    const i18n = createI18n('en');

    await ensureNamespace(i18n, demo, 'en');
    await ensureNamespace(i18n, demo, 'en');

    expect(demo.calls).toBe(1);
    expect(i18n.t('demo:greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.t('demo:nested.count', { count: 2 })).toBe('many');
    expect(resourcesOf(i18n, 'en')).toEqual({ en: { demo: messages } });
  });

  it('shares the loaded messages between instances, read-only', async () => {
    const messages = { title: 'Title', section: { heading: 'Heading' } };
    const demo = source(messages);
    const first = createI18n('en');
    const second = createI18n('en');

    await ensureNamespace(first, demo, 'en');
    await ensureNamespace(second, demo, 'en');

    expect(Object.isFrozen(messages)).toBe(true);
    expect(Object.isFrozen(messages.section)).toBe(true);
    expect(first.store.data.en?.demo).toBe(messages);
    expect(second.store.data.en?.demo).toBe(messages);
    expect(second.t('demo:section.heading')).toBe('Heading');
  });

  it('keeps the instances apart: a bundle added to one is not seen by another', async () => {
    const first = createI18n('en');
    const second = createI18n('en');

    await ensureNamespace(first, source({ only: 'first' }), 'en');

    expect(first.hasResourceBundle('en', 'demo')).toBe(true);
    expect(second.hasResourceBundle('en', 'demo')).toBe(false);
    expect(resourcesOf(second, 'en')).toEqual({});
  });
});

describe('createRequestI18n', () => {
  it('gives every request its own initialised instance in the locale', async () => {
    const first = createRequestI18n('fr');
    const second = createRequestI18n('fr');

    expect(first).not.toBe(second);
    expect(first.isInitialized).toBe(true);
    expect(first.language).toBe('fr');
    expect(first.languages).toEqual(['fr', 'en']);
    expect(createRequestI18n('de').language).toBe('de');

    await ensureNamespace(first, source({ hello: 'Bonjour {{name}}' }), 'fr');

    expect(first.t('demo:hello', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(second.hasResourceBundle('fr', 'demo')).toBe(false);
    expect(resourcesOf(second, 'fr')).toEqual({});
    expect(createRequestI18n('fr').hasResourceBundle('fr', 'demo')).toBe(false);
    expect(second.options.ns).toEqual(['common']);
  });

  it('translates plurals and interpolation like an instance of its own', async () => {
    const messages = { items_one: '{{count}} objet', items_other: '{{count, number}} objets' };
    const request = createRequestI18n('fr');
    const own = createI18n('fr');
    await ensureNamespace(request, source(messages), 'fr');
    await ensureNamespace(own, source(messages), 'fr');

    for (const count of [1, 2, 12345]) {
      expect(request.t('demo:items', { count })).toBe(own.t('demo:items', { count }));
    }
  });

  it('emits its own events', async () => {
    const request = createRequestI18n('en');
    const other = createRequestI18n('en');
    const added: string[] = [];
    request.store.on('added', (_lng, ns) => added.push(ns));

    await ensureNamespace(other, source({ a: 'A' }), 'en');
    await ensureNamespace(request, source({ b: 'B' }), 'en');

    expect(added).toEqual(['demo']);
  });
});

describe('switchLanguage', () => {
  const byLocale = (namespace: string): NamespaceSource => ({
    namespace,
    load: async (locale) => ({ title: `${namespace} in ${locale}` }),
  });

  it('loads every namespace the page used for the new language before switching to it', async () => {
    const i18n = createI18n('en');
    await ensureNamespace(i18n, byLocale('search'), 'en');
    // A page hydrated from the server's messages ran no loader: it is only registered.
    registerNamespace(i18n, byLocale('item'));
    const seen: string[] = [];
    // What a component re-rendering on the switch would show.
    i18n.on('languageChanged', () => {
      seen.push(i18n.t('search:title'), i18n.t('item:title'));
    });

    await switchLanguage(i18n, 'de');

    expect(i18n.language).toBe('de');
    expect(seen).toEqual(['search in de', 'item in de']);
  });
});
