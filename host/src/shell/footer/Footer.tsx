import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  Button,
  colours,
  fontSizes,
  fontWeights,
  LanguageSelect,
  layout,
  Link,
  mediaUp,
  space,
  useStores,
} from '@portal/shared-kernel';
import { DEBUG_PANEL_ID } from '../debug/debug-panel-id';
import { languageSwitchHref } from '../navigation/language-switch';
import { FOOTER_HELP, FOOTER_MORE_INFO, SOCIAL_LINKS } from '../navigation/site-links';
import { useLocale } from '../use-locale';
import { EuFundingLogo } from './EuFundingLogo';
import { FeedbackWidget } from './FeedbackWidget';
import { LinkGroup } from './LinkGroup';
import { PartnerLogos } from './PartnerLogos';

const Bar = styled.footer`
  margin-top: ${space[8]}px;
  background: ${colours.surfaceAlt};
  border-top: 1px solid ${colours.border};
  color: ${colours.text};
  font-size: ${fontSizes.small};
  a {
    color: ${colours.accentStrong};
  }
  h3 {
    margin: 0 0 ${space[2]}px;
    font-size: ${fontSizes.small};
    font-weight: ${fontWeights.bold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${space[1]}px 0;
  }
`;

/*
 * The footer sits below the fold of most pages: the browser skips its style, layout and paint
 * until it scrolls near (content-visibility). That was about a fifth of the rendering work of an
 * item page's first load on a slow phone (decision 0009, section 6). The sizes are the content's
 * measured heights per breakpoint, so the scroll bar barely changes when it renders; `auto` keeps
 * the real size once rendered. The containment that comes with it clips what overflows the box,
 * and the language list opens upward out of it: an open dropdown turns the skipping off. The
 * feedback widget stays in the bar, outside: inside, this box would place its fixed button.
 */
const Inner = styled.div`
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space[6]}px ${space[4]}px;
  content-visibility: auto;
  contain-intrinsic-size: auto 1080px;
  ${mediaUp('sm')} {
    contain-intrinsic-size: auto 820px;
  }
  ${mediaUp('md')} {
    contain-intrinsic-size: auto 720px;
  }
  ${mediaUp('lg')} {
    contain-intrinsic-size: auto 560px;
  }
  ${mediaUp('xl')} {
    contain-intrinsic-size: auto 440px;
  }
  &:has([aria-expanded='true']) {
    content-visibility: visible;
  }
`;

/** A button (the language list, cookie settings) or a link wraps its words within a narrow
 * column instead of widening the page or running into the next column: "Sütibeállítások" and
 * "Nutzungsbedingungen" at 200 % text are wider than their columns at 1280 px. */
const WRAP_CONTROLS = `
  a,
  button {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space[5]}px;
  /* minmax(0, …): a column never grows past its share for a long word or button (200 % text). */
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /*
   * The link and language columns take the width of their longest line where the row has room
   * ("Customise the website language" on one line), the mission the rest, never under 16rem (or
   * 30 % with large text); where the row is short, those columns share what is left and their
   * headings wrap.
   */
  ${mediaUp('lg')} {
    grid-template-columns: minmax(min(16rem, 30%), 2fr) repeat(3, minmax(0, max-content));
    column-gap: ${space[7]}px;
  }
  ${WRAP_CONTROLS}
`;

const Mission = styled.p`
  margin: 0;
  font-style: italic;
  font-size: ${fontSizes.body};
`;

const SubTitle = styled.h3`
  margin-top: ${space[5]}px !important;
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]}px ${space[4]}px;
  margin-top: ${space[3]}px !important;
`;

const Legal = styled.div`
  display: grid;
  gap: ${space[4]}px;
  margin-top: ${space[6]}px;
  padding-top: ${space[5]}px;
  border-top: 1px solid ${colours.border};
  ${mediaUp('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
  p {
    margin: ${space[2]}px 0 0;
    color: ${colours.textSecondary};
  }
  ${WRAP_CONTROLS}
`;

/**
 * The footer (spec §2.5): mission, social networks, more-info and help links, the language list,
 * partner and data-space marks, the EU funding logo with its disclaimer, the cookie settings,
 * the debug links when debugging, and the feedback widget behind its flag.
 */
export const Footer = observer(function Footer() {
  const { t } = useTranslation('host');
  const { debug, consent } = useStores();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Bar>
      <Inner>
        <h2 className="visually-hidden">{t('footer.heading')}</h2>
        <Columns>
          <section>
            <h3>{t('footer.missionTitle')}</h3>
            <Mission>{t('footer.mission')}</Mission>
            <SubTitle>{t('footer.findUsElsewhere')}</SubTitle>
            <Social>
              {SOCIAL_LINKS.map((network) => (
                <li key={network.name}>
                  <Link to={network.url}>{network.name}</Link>
                </li>
              ))}
            </Social>
          </section>
          <LinkGroup titleKey="footer.moreInfo" links={FOOTER_MORE_INFO} />
          <LinkGroup titleKey="footer.helpTitle" links={FOOTER_HELP} />
          <section>
            <h3 id="footer-language-title">{t('footer.language')}</h3>
            <LanguageSelect
              current={locale}
              label={t('footer.chooseLanguage')}
              hrefFor={(code) => languageSwitchHref(location.pathname, location.search, code)}
              upward
            />
            <p>
              <Button variant="secondary" onClick={() => consent.openDialog()}>
                {t('footer.cookieSettings')}
              </Button>
            </p>
            {debug.enabled ? (
              <>
                <h3>{t('footer.debugTitle')}</h3>
                <ul>
                  <li>
                    <a href={`#${DEBUG_PANEL_ID}`}>{t('footer.apiRequests')}</a>
                  </li>
                </ul>
              </>
            ) : null}
          </section>
        </Columns>
        <Legal>
          <PartnerLogos />
          <div>
            <EuFundingLogo locale={locale} />
            <p>{t('footer.disclaimerLine1')}</p>
            <p>{t('footer.disclaimerLine2')}</p>
          </div>
        </Legal>
      </Inner>
      <FeedbackWidget />
    </Bar>
  );
});
