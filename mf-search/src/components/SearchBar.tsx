import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router-dom';
import SearchIcon from 'lucide-react/icons/search';
import {
  colours,
  EntitySuggestInput,
  focusRing,
  mediaUp,
  paths,
  radii,
  space,
  usePortal,
} from '@portal/shared-kernel';
import type { SearchRequest } from '../domain/search-request';

const Bar = styled(Form)`
  display: flex;
  max-width: 48rem;
  margin: ${space[5]}px 0 ${space[4]}px;
`;

const QueryInput = styled(EntitySuggestInput)`
  input {
    padding: ${space[3]}px ${space[4]}px;
    font: inherit;
    color: ${colours.text};
    background: ${colours.surface};
    border: 1px solid ${colours.textSecondary};
    border-right: 0;
    border-radius: ${radii.base} 0 0 ${radii.base};
    /* A placeholder longer than a phone's box ends in an ellipsis, not mid-letter. */
    text-overflow: ellipsis;
    &:focus-visible {
      box-shadow: ${focusRing};
    }
  }
`;

const Submit = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  padding: 0 ${space[4]}px;
  ${mediaUp('sm')} {
    padding: 0 ${space[5]}px;
  }
  font: inherit;
  color: ${colours.onAccent};
  background: ${colours.accent};
  border: 0;
  border-radius: 0 ${radii.base} ${radii.base} 0;
  cursor: pointer;
  &:hover {
    background: ${colours.accentHover};
  }
  /* Above the input's box (positioned for its suggestions), which would hide the ring's edge. */
  &:focus-visible {
    z-index: 1;
    box-shadow: ${focusRing};
  }
`;

/**
 * On a phone the button shows only its icon, its word kept as its name for screen readers, so the
 * box has room for its placeholder (German's 'Über 60 Millionen Objekte durchsuchen').
 */
const SubmitLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  ${mediaUp('sm')} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`;

/**
 * The search form, its input suggesting collections as one types (shared-kernel's
 * EntitySuggestInput, also in the header). Without JavaScript it is a plain GET form. The filters
 * of the current search are kept as hidden fields, so a new query searches within them.
 */
export function SearchBar({ request }: { request: SearchRequest | null }) {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const id = useId();
  const [value, setValue] = useState(request?.query ?? '');
  const [shownQuery, setShownQuery] = useState(request?.query ?? '');

  // A new search in the URL (back button, a chip removed) shows its query in the box.
  const urlQuery = request?.query ?? '';
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setValue(urlQuery);
  }

  return (
    <Bar method="get" action={paths.search(locale)} role="search" aria-label={t('searchBar.label')}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('searchBar.label')}
      </label>
      <QueryInput
        id={`${id}-input`}
        name="query"
        value={value}
        onValueChange={setValue}
        placeholder={t('searchBar.placeholder')}
        onKeyDown={(event) => {
          // Escape with the suggestions closed empties the box, as a search field does.
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            setValue('');
          }
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
        <SubmitLabel>{t('searchBar.submit')}</SubmitLabel>
      </Submit>
    </Bar>
  );
}
