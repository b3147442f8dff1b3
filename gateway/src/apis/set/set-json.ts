import type { Request, Response } from 'express';
import { sha1Hex } from '../../edm/hash';
import { ITEM_URI_BASE } from '../../edm/ids';
import { CommonsError } from '../../upstream/api-error';
import { stringsParam } from '../common/query-params';
import { publicNickname, type SetCreator, type SetRecord } from './set-model';

export const SET_CONTEXT = 'http://www.europeana.eu/schemas/context/collection.jsonld';
const SET_URI_BASE = 'http://data.europeana.eu/set/';
const USER_URI_BASE = 'http://data.europeana.eu/user/';

export type SetFormat = 'json' | 'jsonld' | undefined;

/** `42`, `42.json`, `42.jsonld` (a path's set id) as the number and the format asked for, or 400. */
export function parseSetId(segment: string): { id: number; format: SetFormat } {
  const match = /^(\d{1,15})(?:\.(json|jsonld))?$/.exec(segment);
  if (!match) {
    throw new CommonsError(
      400,
      `Invalid set identifier "${segment.slice(0, 80)}": expected a number`,
      '400_invalid_set_id',
    );
  }
  return { id: Number(match[1]), format: match[2] as SetFormat };
}

export function setUri(id: number): string {
  return `${SET_URI_BASE}${id}`;
}

export function itemUri(recordId: string): string {
  return `${ITEM_URI_BASE}${recordId}`;
}

/** Strong, so If-Match can compare it; changes with every write (`version`). */
export function setEtag(set: SetRecord): string {
  return `"${sha1Hex(`${set.id}|${set.version}|${set.modified}`).slice(0, 27)}"`;
}

/** `{ id, nickname }`, without a nickname the creator may not show (see publicNickname). */
function creatorJson(creator: SetCreator): { id: string; nickname?: string } {
  const nickname = publicNickname(creator.nickname);
  return { id: `${USER_URI_BASE}${creator.id}`, ...(nickname ? { nickname } : {}) };
}

/** Set JSON (contract §4); `items` and `isShownBy` as the profile and the store give them. */
export function setJson(
  set: SetRecord,
  extras: { items?: unknown[]; isShownBy?: Record<string, unknown> } = {},
): Record<string, unknown> {
  return {
    id: setUri(set.id),
    type: set.type,
    title: set.title,
    ...(set.description ? { description: set.description } : {}),
    visibility: set.visibility,
    creator: creatorJson(set.creator),
    created: new Date(set.created).toISOString(),
    modified: new Date(set.modified).toISOString(),
    ...(set.issued !== undefined ? { issued: new Date(set.issued).toISOString() } : {}),
    total: set.total,
    ...(set.pinned ? { pinned: set.pinned } : {}),
    ...(extras.isShownBy ? { isShownBy: extras.isShownBy } : {}),
    ...(extras.items ? { items: extras.items } : {}),
  };
}

/** Answers one set as JSON (`.jsonld`: JSON-LD), with its ETag; never cached by others. */
export function sendSet(
  res: Response,
  status: number,
  set: SetRecord,
  document: Record<string, unknown>,
  format: SetFormat,
): void {
  res
    .status(status)
    .set('ETag', setEtag(set))
    .set('Cache-Control', 'private, no-cache')
    .set('Vary', 'Authorization')
    .type(format === 'jsonld' ? 'application/ld+json' : 'application/json')
    .send(JSON.stringify({ '@context': SET_CONTEXT, ...document }));
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
}

/** The last 1-based page of `total` results (1 when there are none). */
export function lastPageOf({ pageSize, total }: PageRequest): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 400 past the last page, in the words the portal looks for (spec §8: an empty list). */
export function checkPageInRange(request: PageRequest): void {
  const last = lastPageOf(request);
  if (request.page > last) {
    throw new CommonsError(
      400,
      `Invalid parameter value. page : value out of range: ${request.page}, last page: ${last}`,
      '400_page_out_of_range',
    );
  }
}

/**
 * A ResultPage (contract §4): `partOf` the ResultList of every match, `next`/`prev` links on the
 * request's own URL and parameters (the key left out).
 */
export function resultPage(
  req: Request,
  base: string,
  request: PageRequest,
  items: unknown[],
): Record<string, unknown> {
  const url = new URL(`${base}${req.path}`);
  for (const [key, value] of Object.entries(req.query)) {
    if (key === 'page' || key === 'wskey') continue;
    for (const v of stringsParam(value)) url.searchParams.append(key, v);
  }
  const partOf = url.href;
  const pageUrl = (n: number): string => {
    url.searchParams.set('page', String(n));
    return url.href;
  };
  return {
    '@context': SET_CONTEXT,
    id: pageUrl(request.page),
    type: 'ResultPage',
    total: items.length,
    partOf: { id: partOf, type: 'ResultList', total: request.total },
    items,
    ...(request.page < lastPageOf(request) ? { next: pageUrl(request.page + 1) } : {}),
    ...(request.page > 1 ? { prev: pageUrl(request.page - 1) } : {}),
  };
}

/** Search answers depend on who asks (private sets): never cached by others. */
export function sendPage(res: Response, page: Record<string, unknown>): void {
  res.set('Cache-Control', 'private, no-cache').set('Vary', 'Authorization').json(page);
}
