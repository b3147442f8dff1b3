import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePortal } from '@portal/shared-kernel';
import { useLocale } from '../use-locale';
import { FEEDBACK_WIDGET } from './feedback-widget-release';

/**
 * The feedback widget (spec §2.5), only with its feature flag on and the visitor's consent for
 * it. Its script is added in the browser after hydration, so the server HTML never depends on it.
 */
export const FeedbackWidget = observer(function FeedbackWidget() {
  const { features, stores } = usePortal();
  const locale = useLocale();
  const enabled = features.jiraServiceDeskFeedbackForm === true;
  const allowed = stores.consent.allows('feedbackWidget');

  useEffect(() => {
    if (!enabled || !allowed) return;
    if (document.querySelector(`script[src="${FEEDBACK_WIDGET.script}"]`)) return;
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = FEEDBACK_WIDGET.stylesheet;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = FEEDBACK_WIDGET.script;
    script.integrity = FEEDBACK_WIDGET.integrity;
    script.crossOrigin = 'anonymous';
    document.head.append(style, script);
  }, [enabled, allowed]);

  if (!enabled || !allowed) return null;
  return (
    <div
      id="europeana-feedback-widget"
      data-api-url={FEEDBACK_WIDGET.apiUrl}
      data-locale={locale}
      data-feedback-widget=""
    />
  );
});
