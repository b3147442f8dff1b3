import styled from '@emotion/styled';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, paths, radii, space, type LocaleCode } from '@portal/shared-kernel';
import type { ErrorSummary } from './error-status';

const Wrapper = styled.section`
  max-width: 48rem;
  margin: ${space[7]}px auto;
  padding: 0 ${space[4]}px;
  text-align: center;
`;

const Alert = styled.p`
  display: inline-block;
  padding: ${space[2]}px ${space[4]}px;
  border-radius: ${radii.base};
  background: ${colours.surfaceAlt};
  color: ${colours.danger};
  font-size: ${fontSizes.small};
`;

function titleKey(status: number): string {
  if (status === 404) return 'errorPage.title404';
  if (status === 410) return 'errorPage.title410';
  if (status === 503) return 'errorPage.title503';
  return 'errorPage.titleGeneric';
}

function descriptionKey(status: number): string {
  if (status === 404) return 'errorPage.description404';
  if (status === 410) return 'errorPage.description410';
  return 'errorPage.descriptionGeneric';
}

/** The error page of spec §2.5: title, description and an alert labelled "Error:". */
export function ErrorPage({ error, locale }: { error: ErrorSummary; locale: LocaleCode }) {
  const { t } = useTranslation('host');
  return (
    <ErrorPageGuard locale={locale}>
      <Wrapper data-error-status={error.status}>
        <h1>{t(titleKey(error.status))}</h1>
        <p>{t(descriptionKey(error.status))}</p>
        {error.message ? (
          <Alert role="alert">
            <strong>{t('common:errors.label')}</strong> {error.message}
          </Alert>
        ) : null}
        <p>
          <a href={paths.home(locale)}>{t('errorPage.backHome')}</a>
        </p>
      </Wrapper>
    </ErrorPageGuard>
  );
}

/** If the error page itself fails, a plain message with a link home (spec §2.5). */
class ErrorPageGuard extends Component<
  { locale: LocaleCode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPageFallback locale={this.props.locale} />;
  }
}

function ErrorPageFallback({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('host');
  return (
    <p role="alert">
      {t('errorPage.fallback')} <a href={paths.home(locale)}>{t('errorPage.backHome')}</a>
    </p>
  );
}
