import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router-dom';
import SearchIcon from 'lucide-react/icons/search';
import {
  Button,
  colours,
  EntitySuggestInput,
  Icon,
  layout,
  paths,
  radii,
  space,
} from '@portal/shared-kernel';
import { useLocale } from '../use-locale';

const Bar = styled(Form)`
  display: flex;
  gap: ${space[2]}px;
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space[3]}px ${space[4]}px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${space[2]}px ${space[4]}px;
    font: inherit;
    color: ${colours.text};
    border: 1px solid ${colours.textSecondary};
    border-radius: ${radii.base};
    /* A placeholder longer than a phone's box ends in an ellipsis, not mid-letter. */
    text-overflow: ellipsis;
  }
`;

/**
 * The header's search bar (spec §2.5: the search button toggles it). A GET form to the search
 * page, so it works without JavaScript too; its input suggests collections as one types, as the
 * search page's does. Choosing one opens its page and closes the bar.
 */
export function HeaderSearch({
  onSearch,
  onClose,
}: {
  onSearch: () => void;
  /** Escape: the bar closes (the header puts focus back on its toggle). */
  onClose: () => void;
}) {
  const { t } = useTranslation('host');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    // Named apart from the search page's own search form: two search landmarks on one page.
    <Bar
      method="get"
      action={paths.search(locale)}
      role="search"
      aria-label={t('header.searchLandmark')}
      onSubmit={onSearch}
      onKeyDown={(event) => {
        // An Escape the suggestions used (to close their list) does not close the bar too.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <label htmlFor="header-search-input" className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <EntitySuggestInput
        inputRef={input}
        id="header-search-input"
        name="query"
        value={query}
        onValueChange={setQuery}
        placeholder={t('header.searchPlaceholder')}
        onChoose={onSearch}
      />
      <Button type="submit" aria-label={tCommon('actions.search')} variant="primary">
        <Icon icon={SearchIcon} />
      </Button>
    </Bar>
  );
}
