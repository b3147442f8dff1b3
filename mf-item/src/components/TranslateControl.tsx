import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import LanguagesIcon from 'lucide-react/icons/languages';
import {
  Alert,
  Button,
  fontSizes,
  Icon,
  localeByCode,
  paths,
  space,
  usePortal,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import type { ItemView } from '../item/item-view';
import {
  fetchTranslatedView,
  needsTranslation,
  NoTranslationAvailable,
} from '../item/translated-view';
import { handOffFocus } from './media/focus-handoff';

const Box = styled.div`
  display: grid;
  gap: ${space[2]}px;
  justify-items: start;
  margin: 0 0 ${space[5]}px;
  font-size: ${fontSizes.small};
  p {
    margin: 0;
  }
`;

/**
 * Machine translation of the metadata into the page's language, for signed-in users (the Record
 * API's translate profile needs their token), with a way back to the original. Visitors are
 * invited to log in.
 */
export const TranslateControl = observer(function TranslateControl({
  original,
  translated,
  onChange,
}: {
  original: ItemView;
  translated: ItemView | undefined;
  onChange: (view: ItemView | undefined) => void;
}) {
  const t = useItemT();
  const { api, stores, locale } = usePortal();
  const location = useLocation();
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed' | 'none'>('idle');
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Set by a click on "Translate" or "Show the original": the clicked button gives way to the
  // other one, which then takes the focus (WCAG 2.4.3). Not on first render or after a change
  // made elsewhere.
  const focusSwitch = useRef(false);
  useEffect(() => {
    if (!focusSwitch.current) return;
    focusSwitch.current = false;
    handOffFocus(button.current, box.current);
  }, [translated]);
  // Named as a word of the page's language ("polski" mid-sentence), not as a menu entry.
  const language = original.languageNames[locale] ?? localeByCode(locale).name;
  if (!translated && !needsTranslation(original, locale)) return null;

  if (!stores.auth.loggedIn) {
    return (
      <Box>
        <RouterLink to={paths.login(locale, `${location.pathname}${location.search}`)}>
          {t('translate.loginPrompt', { language })}
        </RouterLink>
      </Box>
    );
  }
  if (translated) {
    return (
      <Box ref={box} data-testid="item-translation">
        <p>{t('translate.translated', { language })}</p>
        <Button
          ref={button}
          variant="secondary"
          onClick={() => {
            focusSwitch.current = true;
            onChange(undefined);
          }}
        >
          {t('translate.original')}
        </Button>
      </Box>
    );
  }
  const translate = async () => {
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const view = await fetchTranslatedView(api, original, locale, stores.auth.accessToken, t);
      focusSwitch.current = true;
      onChange(view);
      setStatus('idle');
    } catch (error) {
      setStatus(error instanceof NoTranslationAvailable ? 'none' : 'failed');
    }
  };
  return (
    <Box ref={box}>
      {/* aria-disabled, not disabled, while loading: a disabled button loses the focus. */}
      <Button
        ref={button}
        variant="secondary"
        onClick={translate}
        aria-disabled={status === 'loading' || undefined}
      >
        <Icon icon={LanguagesIcon} size={18} />
        {status === 'loading' ? t('translate.loading') : t('translate.button', { language })}
      </Button>
      {status === 'failed' ? (
        <Alert variant="error">{t('errors.translationUnavailable')}</Alert>
      ) : null}
      {status === 'none' ? (
        <Alert variant="info">{t('translate.noneAvailable', { language })}</Alert>
      ) : null}
    </Box>
  );
});
