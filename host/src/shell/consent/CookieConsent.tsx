import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  colours,
  fontSizes,
  layout,
  Link,
  radii,
  space,
  useStores,
  zIndex,
} from '@portal/shared-kernel';
import { focusMainIfLost } from '../layouts/focus-main';

/** Window heights below which the banner becomes a compact bar (a phone held sideways is ~320–430). */
const COMPACT_BELOW_HEIGHT = 480;

const Banner = styled.section`
  position: fixed;
  right: ${space[4]}px;
  bottom: ${space[4]}px;
  left: ${space[4]}px;
  z-index: ${zIndex.modal};
  max-width: ${layout.modalWidth}px;
  /* Taller than a small or zoomed window (long languages, larger text spacing): it scrolls
     instead of losing its top above the screen. */
  max-height: calc(100vh - ${space[4] * 2}px);
  overflow-y: auto;
  margin-left: auto;
  padding: ${space[4]}px ${space[5]}px;
  color: ${colours.text};
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  border-radius: ${radii.card};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.2);
  h2 {
    margin: 0 0 ${space[2]}px;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${space[3]}px;
  }
  /* A short window (a phone held sideways, a zoomed page): a compact bar along the bottom, so
     most of the page stays in sight. Buttons keep their 44 px height (target size). */
  @media (max-height: ${COMPACT_BELOW_HEIGHT}px) {
    right: 0;
    bottom: 0;
    left: 0;
    max-width: none;
    max-height: 60vh;
    padding: ${space[2]}px ${space[3]}px;
    border-width: 1px 0 0;
    border-radius: 0;
    font-size: ${fontSizes.small};
    h2 {
      margin-bottom: ${space[1]}px;
      font-size: 1rem;
    }
    p {
      margin-bottom: ${space[2]}px;
    }
    button {
      padding-inline: ${space[3]}px;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
`;

type DialogModule = { ConsentDialog: ComponentType };

/**
 * The cookie widget (spec §2.5, §9): a banner until the visitor has chosen (rendered by the
 * server from the consent cookie, so it does not flash), and the dialog with the categories,
 * loaded only when opened.
 */
export const CookieConsent = observer(function CookieConsent() {
  const { t } = useTranslation('host');
  const { consent } = useStores();
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  const banner = useRef<HTMLElement>(null);
  useKeepFocusAboveBanner(banner, !consent.decided);
  useFocusKeptWhenAnswered(consent.decided);

  useEffect(() => {
    if (!consent.dialogOpen || Dialog) return;
    void import(/* webpackChunkName: "consent-dialog" */ './ConsentDialog').then(
      (module: DialogModule) => setDialog(() => module.ConsentDialog),
    );
  }, [consent.dialogOpen, Dialog]);

  return (
    <>
      {consent.decided ? null : (
        <Banner ref={banner} aria-labelledby="cookie-consent-title" data-cookie-consent="">
          <h2 id="cookie-consent-title">{t('cookieConsent.title')}</h2>
          <p>
            {t('cookieConsent.text')}{' '}
            <Link to="/rights/cookies-policy">{t('cookieConsent.policyLink')}</Link>
          </p>
          <Actions>
            <Button onClick={() => consent.acceptAll()}>{t('cookieConsent.acceptAll')}</Button>
            <Button variant="secondary" onClick={() => consent.rejectAll()}>
              {t('cookieConsent.rejectAll')}
            </Button>
            <Button variant="secondary" onClick={() => consent.openDialog()}>
              {t('cookieConsent.customise')}
            </Button>
          </Actions>
        </Banner>
      )}
      {Dialog ? <Dialog /> : null}
    </>
  );
});

/**
 * Answered, from the banner or its dialog, the banner goes, and with it the button that had
 * focus (the dialog hands focus back to its trigger, in the banner): the main area takes it.
 * Only on the answer: a page that loads already answered leaves focus alone.
 */
function useFocusKeptWhenAnswered(decided: boolean) {
  const wasDecided = useRef(decided);
  useEffect(() => {
    if (decided && !wasDecided.current) focusMainIfLost();
    wasDecided.current = decided;
  }, [decided]);
}

/**
 * While the banner floats over the bottom of the page, what the keyboard focuses there scrolls
 * above it instead of behind it (WCAG 2.4.11): the page's scroll padding follows the banner's
 * height, which changes with the screen width and the language.
 */
function useKeepFocusAboveBanner(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => {
      const offset = window.innerHeight - element.getBoundingClientRect().top;
      const room = `${Math.max(0, Math.ceil(offset)) + space[2]}px`;
      root.style.scrollPaddingBottom = room;
      // Room below the footer too, so the page's last links can scroll above the banner.
      root.style.paddingBottom = room;
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingBottom = '';
      root.style.paddingBottom = '';
    };
  }, [banner, shown]);
}
