import styled from '@emotion/styled';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EntityLink } from '../domain/entity-links';
import { colours, fontSizes, radii, space, zIndex } from '../theme/tokens';
import { useEntitySuggestions } from './use-entity-suggestions';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
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
  text-align: start;
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

export interface EntitySuggestInputProps {
  /** The input's id, for its label (the caller draws the label). */
  id: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** After a chosen suggestion's collection page has been navigated to. */
  onChoose?: (suggestion: EntityLink) => void;
  /** Keys the combobox leaves to its caller arrive here (Escape with the list closed, say). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** On the wrapper: style the input with an `input` selector. */
  className?: string;
}

/**
 * A search input with entity suggestions (Entity API suggest): an ARIA 1.2 combobox. The input
 * owns a listbox; the arrow keys move through the options, Enter opens the chosen collection,
 * Escape closes the list. Enter without a chosen option is left to the form, so the input stays
 * a plain field of a GET form and works without JavaScript. Used by the search page's search bar
 * and by the header's, so both suggest the same way.
 */
export function EntitySuggestInput({
  id,
  name,
  value,
  onValueChange,
  placeholder,
  onChoose,
  onKeyDown,
  inputRef,
  className,
}: EntitySuggestInputProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const listboxId = `${id}-suggestions`;
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

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: EntityLink) => {
    close();
    navigate(suggestion.to);
    onChoose?.(suggestion);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((current) => (current + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        return;
      case 'Enter':
        if (expanded && active >= 0 && suggestions[active]) {
          event.preventDefault();
          choose(suggestions[active]);
          return;
        }
        setOpen(false);
        break;
      case 'Escape':
        if (expanded) {
          // The list closes; the caller's Escape (clear the box, close the header bar) waits
          // for the next press.
          event.preventDefault();
          close();
          return;
        }
        break;
      case 'Tab':
        close();
        break;
      default:
    }
    onKeyDown?.(event);
  };

  return (
    <Wrapper className={className}>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      <Listbox
        id={listboxId}
        role="listbox"
        aria-label={t('entitySuggest.label')}
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
        {expanded ? t('entitySuggest.count', { count: suggestions.length }) : ''}
      </div>
    </Wrapper>
  );
}
