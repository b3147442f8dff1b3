import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { COOKIES } from './constants';
import { cookiesOf } from './cookies';
import { chooseLocale, translator, type Translate } from './i18n';
import { link, paragraph, sendPage } from './pages';
import { sha256, type IdentityRepository } from './repository';
import { issuerOf, publicOrigin } from './urls';

/** What every handler needs to know about the request it answers. */
export interface RequestContext {
  origin: string;
  issuer: string;
  secure: boolean;
  locale: string;
  t: Translate;
  cookies: Map<string, string>;
}

/**
 * The context of a page request (its origin, language and cookies), after purging what has
 * expired. Answers the request itself (a 400 page) and gives undefined when the Host is not valid.
 */
export function requestContext(
  repository: IdentityRepository,
  req: Request,
  res: Response,
  params: Record<string, unknown> = {},
): RequestContext | undefined {
  const cookies = cookiesOf(req);
  const locale = chooseLocale({
    uiLocales: textOrUndefined(params.ui_locales),
    kcLocale: textOrUndefined(params.kc_locale),
    cookieLocale: cookies.get(COOKIES.locale),
    acceptLanguage: req.get('accept-language'),
  });
  const t = translator(locale);
  const origin = publicOrigin(req);
  if (!origin) {
    errorPage(res, { locale, t }, 'error.badRequest', 400);
    return undefined;
  }
  repository.purge();
  return {
    origin,
    issuer: issuerOf(origin),
    secure: origin.startsWith('https:'),
    locale,
    t,
    cookies,
  };
}

/** The language of a request without parameters to read (its locale cookie, Accept-Language). */
export function cookieOrHeaderLocale(req: Request): Pick<RequestContext, 'locale' | 't'> {
  const locale = chooseLocale({
    cookieLocale: cookiesOf(req).get(COOKIES.locale),
    acceptLanguage: req.get('accept-language'),
  });
  return { locale, t: translator(locale) };
}

export function errorPage(
  res: Response,
  ctx: Pick<RequestContext, 'locale' | 't'>,
  message: string,
  status: number,
): void {
  sendPage(res, ctx.t, {
    locale: ctx.locale,
    title: ctx.t('error.title'),
    status,
    body: `${paragraph(ctx.t(message))}\n<p>${link(`/${ctx.locale}`, ctx.t('common.home'))}</p>`,
  });
}

export function redirect(res: Response, location: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  res.redirect(302, location);
}

export function oauthError(
  res: Response,
  status: number,
  error: string,
  description: string,
): void {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  res.json({ error, error_description: description });
}

/** A parameter given twice (`?a=1&a=2`) or as a structure: OAuth allows each name once. */
export class BadParameter extends Error {
  constructor(readonly parameter: string) {
    super(`Parameter ${parameter} is given more than once or is not text.`);
  }
}

/** The parameters of a GET (its query) or a POST (its form body). */
export function paramsOf(req: Request): Record<string, unknown> {
  const source = (req.method === 'POST' ? req.body : req.query) as
    Record<string, unknown> | undefined;
  return source && typeof source === 'object' ? source : {};
}

/** A parameter's one value, undefined when absent; BadParameter when repeated or structured. */
export function single(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadParameter(name);
  return value;
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && Number(length) > 0;
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return crypto.timingSafeEqual(x, y);
}

export const clientAddress = (req: Request): string =>
  req.ip ?? req.socket.remoteAddress ?? 'unknown';
