import GlobeIcon from 'lucide-react/icons/globe';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LOCALES, localeByCode, type LocaleCode } from '../i18n/locales';
import { layout } from '../theme/tokens';
import { Dropdown } from './Dropdown';
import { Icon } from './Icon';

export interface LanguageSelectProps {
  current: LocaleCode;
  /** Where the same page lives in another language. */
  hrefFor: (locale: LocaleCode) => string;
  /** Accessible name of the toggle, e.g. "Choose a language". */
  label: string;
  upward?: boolean;
}

/**
 * The language switcher: the current language on the toggle and every other language in the list,
 * each in its own name and marked with its language (spec §2.5), at most half the viewport high.
 */
export function LanguageSelect({ current, hrefFor, label, upward }: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const items = LOCALES.filter((locale) => locale.code !== current).map((locale) => ({
    key: locale.code,
    content: (
      <RouterLink
        to={hrefFor(locale.code)}
        lang={locale.code}
        hrefLang={locale.code}
        data-locale={locale.code}
      >
        {locale.name}
      </RouterLink>
    ),
  }));
  return (
    <Dropdown
      label={
        <>
          <Icon icon={GlobeIcon} size={18} />
          <span lang={current}>{localeByCode(current).name}</span>
        </>
      }
      // "Choose a language: Deutsch", with the colon as the language writes it (French "langue : ").
      buttonLabel={t('languageSelect.current', { label, language: localeByCode(current).name })}
      items={items}
      maxHeight={layout.languageDropdownMaxHeight}
      upward={upward}
    />
  );
}
