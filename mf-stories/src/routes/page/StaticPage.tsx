import styled from '@emotion/styled';
import { Trans, useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import {
  Alert,
  colours,
  fontSizes,
  isLocaleCode,
  localeByCode,
  space,
} from '@portal/shared-kernel';
import { PageBody } from './PageBody';
import type { PageData } from './page.loader';

/** One readable column: about 70 characters a line. */
const Article = styled.article`
  max-width: 70ch;
  margin: 0 auto;
  padding: ${space[6]}px 0 ${space[7]}px;
`;

const Updated = styled.p`
  margin: 0 0 ${space[5]}px;
  color: ${colours.textSecondary};
  font-size: ${fontSizes.small};
`;

const Notice = styled(Alert)`
  margin-bottom: ${space[5]}px;
`;

/** A language as the language menu names it: in its own words ("English"). */
function languageName(code: string): string {
  return isLocaleCode(code) ? localeByCode(code).name : code;
}

/**
 * A static content page (about us, help, the policies): its title, when it last changed, and its
 * body. A page not yet translated into the page's language is shown in English, says so, and
 * marks its English text as English for screen readers and hyphenation (WCAG 3.1.2).
 */
export function StaticPage() {
  const { t } = useTranslation('stories');
  const page = useLoaderData() as PageData;
  const translated = page.lang === page.requestedLang;
  const textLang = translated ? undefined : page.lang;
  return (
    <Article>
      <h1 lang={textLang}>{page.title}</h1>
      {page.updatedText ? <Updated>{t('page.updated', { date: page.updatedText })}</Updated> : null}
      {translated ? null : (
        <Notice variant="info">
          <Trans
            t={t}
            i18nKey="page.notTranslated"
            values={{ language: languageName(page.lang) }}
            components={{ lang: <span lang={page.lang} /> }}
          />
        </Notice>
      )}
      <PageBody html={page.html} lang={textLang} />
    </Article>
  );
}
