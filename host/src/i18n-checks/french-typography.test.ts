/** @jest-environment node */
import { flattenMessages } from './message-keys';
import { NAMESPACES, readMessages } from './namespaces';

/** A non-breaking space, or the narrow one. */
const NBSP = '[\u00A0\u202F]';

/**
 * French sets ":", ";", "?", "!" and "»" after a non-breaking space, and "«" before one, so that
 * a line never starts with them ("Type de média : Image", "« Paris »"). An ordinary space (or
 * none) there is a slip; the "://" of an address is no colon of the text.
 */
const MISSING_SPACE = new RegExp(`(?<!${NBSP})[;?!»]|(?<!${NBSP}):(?!//)|«(?!${NBSP})`, 'u');

describe.each(NAMESPACES.map((namespace) => [namespace.name, namespace] as const))(
  'namespace %s in French',
  (_name, namespace) => {
    it('has a non-breaking space at ":", ";", "?", "!", "«" and "»"', () => {
      const messages = flattenMessages(readMessages(namespace, 'fr'));
      const slips = Object.entries(messages)
        .filter(([, value]) => typeof value === 'string' && MISSING_SPACE.test(value))
        .map(([key, value]) => `${key}: ${String(value)}`);
      expect(slips).toEqual([]);
    });
  },
);
