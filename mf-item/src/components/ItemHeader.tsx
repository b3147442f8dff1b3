import styled from '@emotion/styled';
import { useState } from 'react';
import {
  colours,
  focusRing,
  fontSizes,
  languagesOf,
  lineHeights,
  radii,
  space,
  textInLanguage,
  usePortal,
} from '@portal/shared-kernel';
import { useItemT } from './item-texts';
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
  }
  &:focus-visible {
    outline: none;
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
 * Title and description in the best language for the page (spec: locale, untagged, English,
 * any), with a switch to the other languages they are written in.
 */
export function ItemHeader({ view }: { view: ItemView }) {
  const t = useItemT();
  const { locale } = usePortal();
  const [chosen, setChosen] = useState<string | undefined>();
  const title = textInLanguage(view.title, chosen, locale);
  const description = textInLanguage(view.description, chosen, locale);
  const languages = [...new Set([...languagesOf(view.title), ...languagesOf(view.description)])];
  const shown = chosen ?? title?.lang ?? description?.lang;

  return (
    <header>
      <Title lang={title?.lang}>{title?.values[0] ?? t('title.untitled')}</Title>
      {languages.length > 1 ? (
        <Switch role="group" aria-label={t('title.languageSwitch')}>
          {languages.map((code) => (
            <LanguageButton
              key={code}
              type="button"
              aria-pressed={code === shown}
              title={t('title.showIn', {
                language: view.languageNames[code] ?? languageName(code),
              })}
              onClick={() => setChosen(code)}
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
