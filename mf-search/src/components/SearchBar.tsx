import styled from '@emotion/styled';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router-dom';
import SearchIcon from 'lucide-react/icons/search';
import {
  colours,
  focusRing,
  fontSizes,
  paths,
  radii,
  space,
  usePortal,
  zIndex,
  type EntityLink,
} from '@portal/shared-kernel';
import type { SearchRequest } from '../domain/search-request';
import { useEntitySuggestions } from './use-entity-suggestions';

const Bar = styled(Form)`
  position: relative;
  display: flex;
  max-width: 48rem;
  margin: ${space[5]}px 0 ${space[4]}px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${space[3]}px ${space[4]}px;
  font: inherit;
  color: ${colours.text};
  background: ${colours.surface};
  border: 1px solid ${colours.textSecondary};
  border-right: 0;
  border-radius: ${radii.base} 0 0 ${radii.base};
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  padding: 0 ${space[5]}px;
  font: inherit;
  color: ${colours.onAccent};
  background: ${colours.accent};
  border: 0;
  border-radius: 0 ${radii.base} ${radii.base} 0;
  cursor: pointer;
  &:hover {
    background: ${colours.accentHover};
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

const Listbox = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${zIndex.header - 1};
  margin: ${space[1]}px 0 0;
  padding: ${space[1]}px 0;
  list-style: none;
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  border-radius: ${radii.base};
  box-shadow: 0 4px 12px rgba(31, 31, 31, 0.15);
`;

const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${space[3]}px;
  padding: ${space[2]}px ${space[4]}px;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${colours.onAccent};
    background: ${colours.accentStrong};
  }
  &[aria-selected='true'] span {
    color: ${colours.onAccent};
  }
`;

const OptionType = styled.span`
  flex: 0 0 auto;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
`;

/**
 * The search form with entity suggestions: an ARIA 1.2 combobox (the input owns a listbox; arrow
 * keys move through the options, Enter opens the chosen one, Escape closes the list). Without
 * JavaScript it is a plain GET form. The filters of the current search are kept as hidden fields,
 * so a new query searches within them.
 */
export function SearchBar({ request }: { request: SearchRequest | null }) {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const [value, setValue] = useState(request?.query ?? '');
  const [shownQuery, setShownQuery] = useState(request?.query ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useEntitySuggestions(value, open);
  const expanded = open && suggestions.length > 0;

  // The option the arrow keys reach is brought into sight: focus stays in the box, so the
  // browser does not scroll to it (a short landscape phone showed a sliver of it).
  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(`${listboxId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, listboxId]);

  // A new search in the URL (back button, a chip removed) shows its query in the box.
  const urlQuery = request?.query ?? '';
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setValue(urlQuery);
  }

  const choose = (suggestion: EntityLink) => {
    setOpen(false);
    setActive(-1);
    navigate(suggestion.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((current) => (current + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && suggestions[active]) {
          event.preventDefault();
          choose(suggestions[active]);
        } else {
          setOpen(false);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        break;
      default:
    }
  };

  return (
    <Bar method="get" action={paths.search(locale)} role="search" aria-label={t('searchBar.label')}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('searchBar.label')}
      </label>
      <Input
        id={`${id}-input`}
        type="search"
        name="query"
        value={value}
        placeholder={t('searchBar.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      {request?.qf.map((entry) => (
        <input key={entry} type="hidden" name="qf" value={entry} />
      ))}
      {request?.reusability.length ? (
        <input type="hidden" name="reusability" value={request.reusability.join(',')} />
      ) : null}
      {request?.api ? <input type="hidden" name="api" value={request.api} /> : null}
      {request?.qa.map((entry) => (
        <input key={entry} type="hidden" name="qa" value={entry} />
      ))}
      <Submit type="submit">
        <SearchIcon aria-hidden="true" focusable="false" width={18} height={18} />
        {t('searchBar.submit')}
      </Submit>
      <Listbox
        id={listboxId}
        role="listbox"
        aria-label={t('searchBar.suggestions')}
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <Option
                key={suggestion.id}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                // keeps the focus in the input, so the click is not lost to its blur
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span lang={suggestion.lang}>{suggestion.label}</span>
                <OptionType>
                  {t(`entityTypes.${suggestion.type}`, { defaultValue: suggestion.type })}
                </OptionType>
              </Option>
            ))
          : null}
      </Listbox>
      <div aria-live="polite" className="visually-hidden">
        {expanded ? t('searchBar.suggestionsCount', { count: suggestions.length }) : ''}
      </div>
    </Bar>
  );
}
