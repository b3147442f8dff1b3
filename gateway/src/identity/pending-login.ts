import type { Request, Response } from 'express';
import { escapeHtml } from '../util/escape-html';
import { COOKIES } from './constants';
import type { IdentityDependencies } from './dependencies';
import { alert, button, form, hidden, link, sendPage } from './pages';
import { sha256, type AuthRequest, type IdentityRepository, type PendingLogin } from './repository';
import {
  cookieOrHeaderLocale,
  errorPage,
  requestContext,
  sameSecret,
  single,
  type RequestContext,
} from './request';
import { browserId } from './sign-in';

/*
 * A pending login: the authorization request a login or registration form was shown for, bound
 * to the browser. What the two forms share: the pending login, the form page, the check of a
 * posted form, its restart when it has expired, and the attempt limits.
 */

/** A pending login for this browser: the form that shows it only works in the same browser. */
export function createPendingLogin(
  repository: IdentityRepository,
  req: Request,
  res: Response,
  ctx: RequestContext,
  request: AuthRequest,
  locale: string,
): PendingLogin {
  return repository.createPendingLogin({
    browserHash: sha256(browserId(req, res, ctx)),
    request,
    locale,
  });
}

/** What differs between the login and the registration form (message keys unless said). */
export interface PendingFormPage {
  title: string;
  /** Where the form posts (a path; the pending login's `session_code` is added). */
  action: string;
  /** A form-wide error, announced first. */
  error?: string | undefined;
  /** The fields, as HTML. */
  fields: string[];
  submit: string;
  /** The line below the form that leads to the other form. */
  aside: { text: string; link: string; href: string };
  status?: number | undefined;
}

/** A login or registration form for a pending login, posted with its CSRF token. */
export function sendPendingForm(
  res: Response,
  ctx: RequestContext,
  pending: PendingLogin,
  page: PendingFormPage,
): void {
  const { t } = ctx;
  const action = `${page.action}?session_code=${encodeURIComponent(pending.id)}`;
  const body = [
    form(
      action,
      [
        hidden('csrf', pending.csrf),
        page.error ? alert('form-error', t(page.error)) : '',
        ...page.fields,
        button(t(page.submit)),
      ].join('\n'),
    ),
    `<p class="aside">${escapeHtml(t(page.aside.text))} ${link(page.aside.href, t(page.aside.link))}</p>`,
  ].join('\n');
  sendPage(res, t, {
    locale: ctx.locale,
    title: t(page.title),
    body,
    status: page.status ?? 200,
  });
}

/**
 * The pending login a form was posted for, checked: known, bound to this browser, its CSRF
 * token. Answers the request itself (error page) and gives undefined when it is not usable.
 */
export function postedPending(
  repository: IdentityRepository,
  req: Request,
  res: Response,
  fields: readonly string[],
): { ctx: RequestContext; pending: PendingLogin; values: Record<string, string> } | undefined {
  let id: string | undefined;
  let values: Record<string, string>;
  try {
    id = single(req.query as Record<string, unknown>, 'session_code');
    const body = (req.body ?? {}) as Record<string, unknown>;
    values = Object.fromEntries(
      [...fields, 'csrf'].map((name) => [name, single(body, name) ?? '']),
    );
  } catch {
    errorPage(res, cookieOrHeaderLocale(req), 'error.badRequest', 400);
    return undefined;
  }
  const pending = id ? repository.pendingLogin(id) : undefined;
  const ctx = requestContext(repository, req, res, { ui_locales: pending?.locale });
  if (!ctx) return undefined;
  if (!pending) {
    errorPage(res, ctx, 'error.expired', 400);
    return undefined;
  }
  const browser = ctx.cookies.get(COOKIES.browser) ?? '';
  if (
    !sameSecret(sha256(browser), pending.browserHash) ||
    !sameSecret(values.csrf ?? '', pending.csrf)
  ) {
    errorPage(res, ctx, 'error.formRejected', 403);
    return undefined;
  }
  return { ctx, pending, values };
}

/** An expired form starts again with its original parameters: a new pending login. */
export function restart(
  repository: IdentityRepository,
  req: Request,
  res: Response,
  ctx: RequestContext,
  pending: PendingLogin,
): PendingLogin {
  repository.takePendingLogin(pending.id);
  return createPendingLogin(repository, req, res, ctx, pending.request, pending.locale);
}

/** Seconds until another attempt is allowed, when one of `keys` has reached its limit. */
export function rateLimited(
  { repository, now }: IdentityDependencies,
  keys: Array<{ key: string; limit: number }>,
  windowMs: number,
): number | undefined {
  let retryAfter: number | undefined;
  for (const { key, limit } of keys) {
    const { count, oldest } = repository.attempts(key, windowMs);
    if (count >= limit && oldest !== undefined) {
      const wait = Math.ceil((oldest + windowMs - now()) / 1000);
      retryAfter = Math.max(retryAfter ?? 0, wait, 1);
    }
  }
  return retryAfter;
}
