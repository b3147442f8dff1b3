import styled from '@emotion/styled';
import { useState } from 'react';
import {
  colours,
  focusOutline,
  focusRing,
  fontSizes,
  forcedColoursSelected,
  lineHeights,
  ownLanguageValue,
  radii,
  space,
  usePortal,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import { itemHeaderLanguage } from '../item/header-language';
import type { ItemView } from '../item/item-view';
import { languageName } from './language-names';

const Title = styled.h1`
  margin: 0 0 ${space[3]}px;
  font-size: ${fontSizes.h2};
  line-height: ${lineHeights.heading};
  overflow-wrap: anywhere;
`;

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin: 0 0 ${space[4]}px;
  padding: 0;
  border: 0;
`;

const LanguageButton = styled.button`
  min-height: 32px;
  padding: ${space[1]}px ${space[3]}px;
  font: inherit;
  font-size: ${fontSizes.small};
  color: ${colours.text};
  background: ${colours.surface};
  border: 1px solid ${colours.textSecondary};
  border-radius: ${radii.round};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${colours.onAccent};
    background: ${colours.accentStrong};
    border-color: ${colours.accentStrong};
    ${forcedColoursSelected}
  }
  &:focus-visible {
    ${focusOutline}
    box-shadow: ${focusRing};
  }
`;

const Description = styled.div`
  margin-bottom: ${space[5]}px;
  p {
    margin: 0 0 ${space[3]}px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/**
 * Title and description in one language, with a switch to the other languages they are written
 * in. The page's language when either has it, the other falling back (spec: locale, untagged,
 * English, any); the marked button is the language of every text that has it (header-language).
 */
export function ItemHeader({ view }: { view: ItemView }) {
  const t = useItemT();
  const { locale } = usePortal();
  // A choice holds for the texts it was made on: a machine translation, asked for after it, is
  // shown in the page's language, and the original comes back in the language chosen for it.
  const [choice, setChoice] = useState<{ lang: string; translatedTo?: string }>();
  const chosen = choice?.translatedTo === view.translatedTo ? choice?.lang : undefined;
  const { languages, selected, title, description } = itemHeaderLanguage(view, locale, chosen);

  return (
    <header>
      <Title lang={title?.lang}>{title?.values[0] ?? t('title.untitled')}</Title>
      {languages.length > 1 ? (
        <Switch role="group" aria-label={t('title.languageSwitch')}>
          {languages.map((code) => (
            <LanguageButton
              key={code}
              type="button"
              aria-pressed={code === selected}
              title={t('title.showIn', {
                language: ownLanguageValue(view.languageNames, code) ?? languageName(code),
              })}
              onClick={() => setChoice({ lang: code, translatedTo: view.translatedTo })}
            >
              {/* Only the name is in that language; the tooltip is in the page's. */}
              <span lang={code}>{languageName(code)}</span>
            </LanguageButton>
          ))}
        </Switch>
      ) : null}
      {description ? (
        <Description>
          {/* The heading is in the page's language, the paragraphs in the description's. */}
          <h2 className="visually-hidden">{t('title.descriptionHeading')}</h2>
          {description.values.map((paragraph, index) => (
            <p key={index} lang={description.lang}>
              {paragraph}
            </p>
          ))}
        </Description>
      ) : null}
    </header>
  );
}
