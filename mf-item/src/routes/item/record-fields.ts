import { localise, type LanguageMap, type RecordObject } from '@portal/shared-kernel';

/** The provider proxy of a record: the data as the provider sent it. */
function providerProxy(record: RecordObject) {
  return record.proxies.find((proxy) => !proxy.europeanaProxy) ?? record.proxies[0];
}

/** A language-map field of the record's provider proxy, in the page locale. */
export function proxyField(record: RecordObject, field: string, locale: string): string[] {
  const map = providerProxy(record)?.[field] as LanguageMap | undefined;
  return localise(map, locale)?.values ?? [];
}

export function itemTitle(record: RecordObject, locale: string): string | undefined {
  return proxyField(record, 'dcTitle', locale)[0] ?? record.title?.[0];
}
