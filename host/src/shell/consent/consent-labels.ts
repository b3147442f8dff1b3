import type { ConsentPurpose } from '@portal/shared-kernel';

/** Host strings of the consent purposes (the dialog's categories). */
export const PURPOSE_LABELS: Record<ConsentPurpose, { title: string; description: string }> = {
  essential: {
    title: 'cookieConsent.purposes.essential.title',
    description: 'cookieConsent.purposes.essential.description',
  },
  usage: {
    title: 'cookieConsent.purposes.usage.title',
    description: 'cookieConsent.purposes.usage.description',
  },
  feedback: {
    title: 'cookieConsent.purposes.feedback.title',
    description: 'cookieConsent.purposes.feedback.description',
  },
  socialMedia: {
    title: 'cookieConsent.purposes.socialMedia.title',
    description: 'cookieConsent.purposes.socialMedia.description',
  },
  mediaViewing: {
    title: 'cookieConsent.purposes.mediaViewing.title',
    description: 'cookieConsent.purposes.mediaViewing.description',
  },
  otherContent: {
    title: 'cookieConsent.purposes.otherContent.title',
    description: 'cookieConsent.purposes.otherContent.description',
  },
};

/** Host strings naming the portal's own services; third parties are shown by brand name. */
export const OWN_SERVICE_LABELS: Record<string, string> = {
  authStrategy: 'cookieConsent.services.authStrategy',
  language: 'cookieConsent.services.language',
  multilingualSearch: 'cookieConsent.services.multilingualSearch',
  resultsView: 'cookieConsent.services.resultsView',
  newFeatureNotification: 'cookieConsent.services.newFeatureNotification',
  debugToggle: 'cookieConsent.services.debugToggle',
  cookieConsent: 'cookieConsent.services.cookieConsent',
  usageAnalytics: 'cookieConsent.services.usageAnalytics',
  sessionRecordingSurvey: 'cookieConsent.services.sessionRecordingSurvey',
  feedbackWidget: 'cookieConsent.services.feedbackWidget',
};
