/**
 * `fl` (field list) and `lang` for Entity API results. Solr names map to JSON keys
 * (`skos_prefLabel.*` -> prefLabel, `skos_prefLabel.en` -> prefLabel.en only,
 * `isShownBy.thumbnail` -> isShownBy); other names select the JSON key of the same name.
 * `id` and `type` are always kept. `lang` keeps only those languages of the label/note maps.
 */
const SOLR_NAMES: Record<string, string> = {
  skos_prefLabel: 'prefLabel',
  skos_altLabel: 'altLabel',
  skos_hiddenLabel: 'hiddenLabel',
  skos_note: 'note',
  foaf_depiction: 'depiction',
  foaf_logo: 'logo',
  foaf_homepage: 'homepage',
  edm_isShownBy: 'isShownBy',
  owl_sameAs: 'sameAs',
};

const LANGUAGE_MAPS = [
  'prefLabel',
  'altLabel',
  'note',
  'description',
  'biographicalInformation',
  'acronym',
];

export function projectEntity(
  doc: Record<string, unknown>,
  fields: readonly string[] | undefined,
  languages: readonly string[] | undefined,
): Record<string, unknown> {
  let out: Record<string, unknown> = doc;
  if (fields?.length && !fields.includes('*')) {
    out = { id: doc.id, type: doc.type };
    for (const field of fields) {
      const [head, sub] = splitField(field);
      const key = SOLR_NAMES[head] ?? head;
      const value = doc[key];
      if (value === undefined) continue;
      if (sub && sub !== '*' && LANGUAGE_MAPS.includes(key) && value && typeof value === 'object') {
        const picked = (value as Record<string, unknown>)[sub];
        if (picked !== undefined) {
          out[key] = {
            ...((out[key] as Record<string, unknown> | undefined) ?? {}),
            [sub]: picked,
          };
        }
      } else out[key] = value;
    }
  }
  if (languages?.length) out = filterLanguages(out, languages);
  return out;
}

function splitField(field: string): [string, string | undefined] {
  const dot = field.indexOf('.');
  return dot < 0 ? [field, undefined] : [field.slice(0, dot), field.slice(dot + 1)];
}

function filterLanguages(
  doc: Record<string, unknown>,
  languages: readonly string[],
): Record<string, unknown> {
  const out = { ...doc };
  for (const key of LANGUAGE_MAPS) {
    const map = doc[key];
    if (!map || typeof map !== 'object' || Array.isArray(map)) continue;
    const filtered: Record<string, unknown> = {};
    for (const lang of languages) {
      const value = (map as Record<string, unknown>)[lang];
      if (value !== undefined) filtered[lang] = value;
    }
    if (Object.keys(filtered).length) out[key] = filtered;
    else if (key === 'prefLabel') out[key] = fallbackLabel(map as Record<string, unknown>);
    else delete out[key];
  }
  return out;
}

/** An entity always keeps a name: English, else any one language. */
function fallbackLabel(map: Record<string, unknown>): Record<string, unknown> {
  if (map.en !== undefined) return { en: map.en };
  const first = Object.keys(map)[0];
  return first ? { [first]: map[first] } : {};
}
