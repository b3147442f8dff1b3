import type { LocaleCode } from '@portal/shared-kernel';

/**
 * The EU's own wording of its funding statement, as on the official emblem artwork for each
 * official language (spec §2.1: the logo exists for 24 locales, Basque is not an official EU
 * language and shows the English one). Part of the logo, not of the interface strings.
 */
export const EU_FUNDING_STATEMENTS: Readonly<Record<Exclude<LocaleCode, 'eu'>, string>> = {
  bg: 'Съфинансирано от Европейския съюз',
  cs: 'Spolufinancováno Evropskou unií',
  da: 'Medfinansieret af Den Europæiske Union',
  de: 'Kofinanziert von der Europäischen Union',
  el: 'Με τη συγχρηματοδότηση της Ευρωπαϊκής Ένωσης',
  en: 'Co-funded by the European Union',
  es: 'Cofinanciado por la Unión Europea',
  et: 'Kaasrahastanud Euroopa Liit',
  fi: 'Euroopan unionin osarahoittama',
  fr: "Cofinancé par l'Union européenne",
  ga: 'Arna chómhaoiniú ag an Aontas Eorpach',
  hr: 'Sufinancira Europska unija',
  hu: 'Az Európai Unió társfinanszírozásával',
  it: "Cofinanziato dall'Unione europea",
  lt: 'Bendrai finansuoja Europos Sąjunga',
  lv: 'Līdzfinansē Eiropas Savienība',
  mt: 'Kofinanzjat mill-Unjoni Ewropea',
  nl: 'Medegefinancierd door de Europese Unie',
  pl: 'Współfinansowane przez Unię Europejską',
  pt: 'Cofinanciado pela União Europeia',
  ro: 'Cofinanțat de Uniunea Europeană',
  sk: 'Spolufinancované Európskou úniou',
  sl: 'Sofinancira Evropska unija',
  sv: 'Medfinansieras av Europeiska unionen',
};

/** The statement and its language for a locale (Basque falls back to English). */
export function euFundingStatement(locale: LocaleCode): { text: string; lang: LocaleCode } {
  if (locale === 'eu') return { text: EU_FUNDING_STATEMENTS.en, lang: 'en' };
  return { text: EU_FUNDING_STATEMENTS[locale], lang: locale };
}
