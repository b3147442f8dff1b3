/**
 * In-page anchors of the microsite layouts (spec §2.5). The layouts' headers link to them; the
 * microsite pages give their sections these ids.
 */
export const DATA_SPACE_SECTIONS = {
  about: 'about-the-data-space',
  consortium: 'consortium-partners',
  dataOffer: 'explore-the-data-offer',
} as const;

export const API_LANDING_SECTIONS = {
  apis: 'apis-and-how-they-work-together',
  tryItOut: 'try-it-out',
  inspiration: 'find-inspiration',
  faq: 'faq',
} as const;
