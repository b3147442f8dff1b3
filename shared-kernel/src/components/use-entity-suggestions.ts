import { useEffect, useRef, useState } from 'react';
import { entityLinks, type EntityLink } from '../domain/entity-links';
import { usePortal } from '../routing/portal-context';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_ROWS = 5;

/**
 * Entity suggestions for what is being typed (Entity API suggest, in the page language), asked
 * for after a pause while the list is open; answers to older text are dropped, failures give
 * no suggestions.
 */
export function useEntitySuggestions(text: string, enabled: boolean): EntityLink[] {
  const { api, locale } = usePortal();
  const [suggestions, setSuggestions] = useState<EntityLink[]>([]);
  const latest = useRef(0);

  useEffect(() => {
    const trimmed = text.trim();
    const ticket = ++latest.current;
    if (trimmed.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    // A closed list keeps its suggestions, so reopening it with the arrow keys shows them at once.
    if (!enabled) return;
    const timer = setTimeout(() => {
      api.entity
        .suggest(trimmed, { language: locale, rows: SUGGEST_ROWS })
        .then((page) => {
          if (ticket === latest.current) setSuggestions(entityLinks(page.items, locale));
        })
        .catch(() => {
          if (ticket === latest.current) setSuggestions([]);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, locale, text, enabled]);

  return suggestions;
}
