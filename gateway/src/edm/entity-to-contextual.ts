import type { EntityDoc } from './entity-types';
import { ownLangList, toLangMap } from './lang-map';
import type { ContextualClass, EdmContextualEntity, LangMap } from './types';

export const CLASS_OF_ENTITY_TYPE: Record<string, ContextualClass> = {
  Agent: 'agents',
  Concept: 'concepts',
  Place: 'places',
  TimeSpan: 'timespans',
  Organization: 'organizations',
};

/** Entity API prefLabel (one string per language) as a record language map. */
export function prefLabelMap(prefLabel: Record<string, string> | undefined): LangMap | undefined {
  if (!prefLabel) return undefined;
  const out: LangMap = {};
  for (const [lang, label] of Object.entries(prefLabel)) {
    // Not `out[lang] = …`: a `__proto__` language would replace the map's prototype.
    if (typeof label === 'string' && label.trim()) ownLangList(out, lang).push(label.trim());
  }
  return Object.keys(out).length ? out : undefined;
}

const list = (v: unknown): string[] | undefined => {
  const values = (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])
    .map((x) => (typeof x === 'object' && x && 'id' in x ? String((x as { id: unknown }).id) : x))
    .filter((x): x is string | number => typeof x === 'string' || typeof x === 'number')
    .map(String);
  return values.length ? values : undefined;
};
const defMap = (v: unknown): LangMap | undefined => {
  const values = list(v);
  return values ? { def: values } : undefined;
};

/**
 * The contextual entity a record embeds (agents/concepts/places/timespans/organizations of the
 * Record API) for an Entity API document: same URI and labels, fields renamed to their EDM
 * property names.
 */
export function contextualFromEntity(doc: EntityDoc): EdmContextualEntity {
  const out: Record<string, unknown> = { about: doc.id };
  const set = (key: string, value: unknown): void => {
    if (value !== undefined && value !== null) out[key] = value;
  };
  set('prefLabel', prefLabelMap(doc.prefLabel));
  set('altLabel', toLangMap(doc.altLabel));
  set('note', toLangMap(doc.note));
  set('owlSameAs', list(doc.sameAs));
  set('foafDepiction', doc.depiction?.id);
  switch (doc.type) {
    case 'Agent':
      set('begin', defMap(doc.begin));
      set('end', defMap(doc.end));
      set('rdaGr2DateOfBirth', defMap(doc.dateOfBirth));
      set('rdaGr2DateOfDeath', defMap(doc.dateOfDeath));
      set('rdaGr2PlaceOfBirth', defMap(doc.placeOfBirth));
      set('rdaGr2PlaceOfDeath', defMap(doc.placeOfDeath));
      set('rdaGr2Gender', defMap(doc.gender));
      set('rdaGr2ProfessionOrOccupation', defMap(doc.professionOrOccupation));
      set('rdaGr2BiographicalInformation', toLangMap(doc.biographicalInformation));
      break;
    case 'Place':
      set('latitude', typeof doc.lat === 'number' ? doc.lat : undefined);
      set('longitude', typeof doc.long === 'number' ? doc.long : undefined);
      set('isPartOf', defMap(doc.isPartOf));
      break;
    case 'TimeSpan':
      set('begin', defMap(doc.begin));
      set('end', defMap(doc.end));
      set('isPartOf', defMap(doc.isPartOf));
      set('isNextInSequence', list(doc.isNextInSequence));
      break;
    case 'Concept':
      set('broader', list(doc.broader));
      set('narrower', list(doc.narrower));
      set('related', list(doc.related));
      set('exactMatch', list(doc.exactMatch));
      set('notation', toLangMap(doc.notation));
      break;
    case 'Organization':
      set('edmAcronym', toLangMap(doc.acronym));
      set('foafHomepage', typeof doc.homepage === 'string' ? doc.homepage : undefined);
      set('edmCountry', typeof doc.country === 'string' ? { def: [doc.country] } : undefined);
      set('edmEuropeanaRole', defMap(doc.europeanaRole));
      break;
  }
  return out as EdmContextualEntity;
}
