/**
 * Organisations shown with their logo mark in the footer. Marks are drawn by the portal (a
 * monogram in a rounded square): no third-party artwork is copied.
 */
export interface Partner {
  name: string;
  url: string;
  /** Two or three letters for the mark. */
  monogram: string;
}

export const TECHNICAL_PARTNERS: readonly Partner[] = [
  { name: 'Europeana Foundation', url: 'https://pro.europeana.eu/about-us', monogram: 'EF' },
];
