import type { EntityDoc } from '../entity-types';
import { prefLabelMap } from '../entity-to-contextual';
import { ENTITY_URI } from '../ids';
import type { EdmContextualEntity } from '../types';
import { entries, multilingual, plain, put, references, uris, type SchemaValue } from './values';

/**
 * What schema.org says about an entity, from either source: an Entity API document or a
 * contextual entity embedded in a record (`fromEntityDoc`, `fromContextual`). Fields hold
 * language maps, lists or strings as the source has them.
 */
export interface EntityFacts {
  id: string;
  type: string;
  prefLabel?: unknown;
  altLabel?: unknown;
  name?: unknown;
  note?: unknown;
  biographicalInformation?: unknown;
  sameAs?: unknown;
  image?: string;
  begin?: unknown;
  end?: unknown;
  dateOfBirth?: unknown;
  dateOfDeath?: unknown;
  dateOfEstablishment?: unknown;
  dateOfTermination?: unknown;
  gender?: unknown;
  professionOrOccupation?: unknown;
  placeOfBirth?: unknown;
  placeOfDeath?: unknown;
  lat?: unknown;
  long?: unknown;
  alt?: unknown;
  isPartOf?: unknown;
  hasPart?: unknown;
  acronym?: unknown;
  description?: unknown;
  homepage?: unknown;
  logo?: string;
  phone?: unknown;
  identifier?: unknown;
  address?: Record<string, unknown>;
}

/** The portal's collection page slug of each type (shared-kernel ENTITY_TYPES). */
const PAGE_SLUG: Readonly<Record<string, string>> = {
  agent: 'person',
  concept: 'topic',
  organization: 'organisation',
  place: 'place',
  timespan: 'time',
};
const ENTITY_PAGE_BASE = 'https://www.europeana.eu/collections';

const stringId = (value: unknown): string | undefined => {
  const id = (value as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id ? id : undefined;
};
const thumbnailOf = (value: unknown): string | undefined => {
  const thumbnail = (value as { thumbnail?: unknown } | undefined)?.thumbnail;
  return typeof thumbnail === 'string' && thumbnail ? thumbnail : stringId(value);
};

/** An Entity API document (as the API presents it, thumbnails resolved). */
export function fromEntityDoc(doc: EntityDoc): EntityFacts {
  const address = doc.hasAddress;
  return {
    ...(doc as Record<string, unknown>),
    id: doc.id,
    type: doc.type,
    prefLabel: prefLabelMap(doc.prefLabel),
    // Concepts' co-references are their exact matches (Europeana's SchemaOrgUtils).
    sameAs: doc.type === 'Concept' ? doc.exactMatch : doc.sameAs,
    image: stringId(doc.depiction) ?? thumbnailOf(doc.isShownBy),
    logo: stringId(doc.logo) ?? (typeof doc.logo === 'string' ? doc.logo : undefined),
    address:
      address && typeof address === 'object' && !Array.isArray(address)
        ? (address as Record<string, unknown>)
        : undefined,
  };
}

/** A contextual entity of a record (Record API keys). */
export function fromContextual(entity: EdmContextualEntity, type: string): EntityFacts {
  const text = (key: string): string | undefined =>
    typeof entity[key] === 'string' ? (entity[key] as string) : undefined;
  return {
    id: entity.about,
    type,
    prefLabel: entity.prefLabel,
    altLabel: entity.altLabel,
    name: entity.foafName,
    note: entity.note,
    biographicalInformation: entity.rdaGr2BiographicalInformation,
    sameAs: type === 'Concept' ? entity.exactMatch : entity.owlSameAs,
    image: text('foafDepiction'),
    begin: entity.begin,
    end: entity.end,
    dateOfBirth: entity.rdaGr2DateOfBirth,
    dateOfDeath: entity.rdaGr2DateOfDeath,
    dateOfEstablishment: entity.rdaGr2DateOfEstablishment,
    dateOfTermination: entity.rdaGr2DateOfTermination,
    gender: entity.rdaGr2Gender,
    professionOrOccupation: entity.rdaGr2ProfessionOrOccupation,
    placeOfBirth: entity.rdaGr2PlaceOfBirth,
    placeOfDeath: entity.rdaGr2PlaceOfDeath,
    lat: entity.latitude,
    long: entity.longitude,
    alt: entity.altitude,
    isPartOf: entity.isPartOf,
    hasPart: entity.dctermsHasPart ?? entity.dcTermsHasPart,
    acronym: entity.edmAcronym,
    description: entity.dcDescription,
    homepage: entity.foafHomepage,
    logo: text('foafLogo'),
    phone: entity.foafPhone,
    identifier: entity.dcIdentifier,
  };
}

/** Agents with a founding or dissolution date are groups, not people (SchemaOrgTypeFactory). */
export function schemaTypeOf(facts: EntityFacts): string {
  switch (facts.type) {
    case 'Agent':
      return entries(facts.dateOfEstablishment).length || entries(facts.dateOfTermination).length
        ? 'Organization'
        : 'Person';
    case 'Place':
      return 'Place';
    case 'Organization':
      return 'Organization';
    default:
      // Concepts and time spans are Things in Europeana's schema.org (no DefinedTerm, no Event).
      return 'Thing';
  }
}

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The schema.org object of an entity, following Europeana's SchemaOrgUtils for entities
 * (entity management): Person (or Organization) for agents, Place, Organization, Thing for
 * concepts and time spans; names, alternate names and descriptions in every language, dates,
 * places as references, coordinates as GeoCoordinates, co-references as `sameAs`, and the
 * entity's page on Europeana's website as `url` for Europeana's own entities.
 */
export function entitySchemaOrg(facts: EntityFacts): Record<string, unknown> {
  const type = schemaTypeOf(facts);
  const out: Record<string, unknown> = { '@type': type, '@id': facts.id };
  const page = ENTITY_URI.exec(facts.id);
  if (page) put(out, 'url', [`${ENTITY_PAGE_BASE}/${PAGE_SLUG[page[1]!]}/${page[2]}`]);
  if (facts.image) put(out, 'image', [facts.image]);
  if (type === 'Organization' && facts.type === 'Organization') {
    put(
      out,
      'mainEntityOfPage',
      uris(facts.homepage).length ? uris(facts.homepage) : plain(facts.homepage),
    );
  }
  put(out, 'name', [...multilingual(facts.prefLabel), ...multilingual(facts.name)]);
  put(out, 'alternateName', [...multilingual(facts.altLabel), ...multilingual(facts.acronym)]);
  put(out, 'description', [
    ...multilingual(facts.note),
    ...multilingual(facts.biographicalInformation),
    ...multilingual(facts.description),
  ]);
  if (type === 'Person') {
    put(
      out,
      'birthDate',
      plain(entries(facts.dateOfBirth).length ? facts.dateOfBirth : facts.begin),
    );
    put(out, 'deathDate', plain(entries(facts.dateOfDeath).length ? facts.dateOfDeath : facts.end));
    put(out, 'gender', plain(facts.gender));
    put(out, 'jobTitle', multilingual(facts.professionOrOccupation));
    put(out, 'birthPlace', references(facts.placeOfBirth, 'Place'));
    put(out, 'deathPlace', references(facts.placeOfDeath, 'Place'));
  }
  if (type === 'Organization' && facts.type === 'Agent') {
    put(out, 'foundingDate', plain(facts.dateOfEstablishment));
    put(out, 'dissolutionDate', plain(facts.dateOfTermination));
  }
  if (type === 'Place') {
    const geo: Record<string, unknown> = { '@type': 'GeoCoordinates' };
    const [latitude, longitude, elevation] = [
      number(facts.lat),
      number(facts.long),
      number(facts.alt),
    ];
    if (latitude !== undefined) geo.latitude = latitude;
    if (longitude !== undefined) geo.longitude = longitude;
    if (elevation !== undefined) geo.elevation = elevation;
    if (Object.keys(geo).length > 1) out.geo = geo;
    put(
      out,
      'containsPlace',
      uris(facts.hasPart).map((id) => ({ '@id': id })),
    );
    put(
      out,
      'containedInPlace',
      uris(facts.isPartOf).map((id) => ({ '@id': id })),
    );
  }
  if (facts.type === 'Organization') {
    if (facts.logo) put(out, 'logo', [facts.logo]);
    put(out, 'telephone', plain(facts.phone));
    const address = postalAddress(facts.address);
    if (address) out.address = address;
    put(out, 'identifier', plain(facts.identifier));
  }
  put(out, 'sameAs', uris(facts.sameAs));
  return out;
}

/** An organisation's address (Entity API `hasAddress`) as a PostalAddress. */
function postalAddress(address: Record<string, unknown> | undefined): SchemaValue | undefined {
  if (!address) return undefined;
  const out: Record<string, unknown> = { '@type': 'PostalAddress' };
  for (const [from, to] of [
    ['streetAddress', 'streetAddress'],
    ['postalCode', 'postalCode'],
    ['postOfficeBox', 'postOfficeBoxNumber'],
    ['locality', 'addressLocality'],
    ['region', 'addressRegion'],
    ['countryName', 'addressCountry'],
  ] as const) {
    const value = address[from];
    if (typeof value === 'string' && value.trim()) out[to] = value;
  }
  return Object.keys(out).length > 1 ? out : undefined;
}
