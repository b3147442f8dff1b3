import styled from '@emotion/styled';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  hasIllustration,
  Illustration,
  paths,
  space,
  type LocaleCode,
} from '@portal/shared-kernel';
import { errorDescription, errorHeading, type ErrorSummary } from './error-status';

const Wrapper = styled.section`
  max-width: 48rem;
  margin: ${space[7]}px auto;
  padding: 0 ${space[4]}px;
  text-align: center;
  > * + * {
    margin-top: ${space[4]}px;
  }
`;

/**
 * The error page of spec §2.5: an illustration when the error code has one, the title and
 * description for the status, and an alert labelled "Error:" with the message. The server
 * answers with the error's status.
 */
export function ErrorPage({ error, locale }: { error: ErrorSummary; locale: LocaleCode }) {
  const { t, i18n } = useTranslation('host');
  const illustration = hasIllustration(error.code)
    ? error.code
    : error.status === 404
      ? 'pageNotFound'
      : undefined;
  return (
    <ErrorPageGuard locale={locale}>
      <Wrapper data-error-status={error.status} data-error-code={error.code}>
        {illustration ? <Illustration name={illustration} /> : null}
        <h1>{errorHeading(t, (key) => i18n.exists(key), error)}</h1>
        <p>{errorDescription(t, (key) => i18n.exists(key), error)}</p>
        {error.message ? (
          <Alert variant="error" label={t('common:errors.label')}>
            {/* The APIs' messages are English, whatever the page's language (WCAG 3.1.2). */}
            <span lang="en">{error.message}</span>
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
export class ErrorPageGuard extends Component<
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

export function ErrorPageFallback({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('host');
  return (
    <p role="alert" data-error-fallback="">
      {t('errorPage.fallback')} <a href={paths.home(locale)}>{t('errorPage.backHome')}</a>
    </p>
  );
}
