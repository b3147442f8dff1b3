import type { Request, Response } from 'express';
import { LOGIN_ACTIONS_PATH, OIDC_PATH, PASSWORD_MAX } from './constants';
import type { IdentityDependencies } from './dependencies';
import { field } from './pages';
import { verifyPassword } from './passwords';
import { postedPending, rateLimited, restart, sendPendingForm } from './pending-login';
import type { PendingLogin } from './repository';
import { clientAddress, errorPage, type RequestContext } from './request';
import { completeAuthorization, signIn } from './sign-in';

/** The login form, for a pending login (with the name typed and an error when shown again). */
export function loginPage(
  res: Response,
  ctx: RequestContext,
  pending: PendingLogin,
  options: { username?: string; error?: string; status?: number } = {},
): void {
  const { t } = ctx;
  const errorIds = options.error ? ['form-error'] : [];
  sendPendingForm(res, ctx, pending, {
    title: 'login.title',
    action: `${LOGIN_ACTIONS_PATH}/authenticate`,
    error: options.error,
    fields: [
      field({
        id: 'username',
        label: t('login.username'),
        type: 'text',
        autocomplete: 'username',
        value: options.username ?? pending.request.loginHint ?? '',
        describedBy: errorIds,
        invalid: Boolean(options.error),
        required: true,
        autofocus: true,
        maxLength: 254,
      }),
      field({
        id: 'password',
        label: t('login.password'),
        type: 'password',
        autocomplete: 'current-password',
        describedBy: errorIds,
        invalid: Boolean(options.error),
        required: true,
      }),
    ],
    submit: 'login.submit',
    aside: {
      text: 'login.noAccount',
      link: 'login.register',
      href: `${OIDC_PATH}/registrations?${pending.request.query}`,
    },
    status: options.status,
  });
}

/**
 * The login form's answer: the user signed in and sent back to the client with a code, or the
 * form again with one message for a wrong name or password (429 when attempts are used up).
 */
export function authenticate(deps: IdentityDependencies) {
  const { repository, limits, now } = deps;
  return async (req: Request, res: Response): Promise<void> => {
    const posted = postedPending(repository, req, res, ['username', 'password']);
    if (!posted) return;
    const { ctx, pending, values } = posted;
    const username = (values.username ?? '').trim();
    const password = values.password ?? '';
    if (pending.expiresAt <= now()) {
      loginPage(res, ctx, restart(repository, req, res, ctx, pending), {
        username,
        error: 'login.expired',
        status: 400,
      });
      return;
    }
    if (!username || !password) {
      loginPage(res, ctx, pending, { username, error: 'login.missingFields', status: 400 });
      return;
    }
    const addressKey = `login-address:${clientAddress(req)}`;
    const accountKey = `login-account:${username.toLowerCase().slice(0, 254)}`;
    const retryAfter = rateLimited(
      deps,
      [
        { key: addressKey, limit: limits.perAddress },
        { key: accountKey, limit: limits.perAccount },
      ],
      limits.window,
    );
    if (retryAfter !== undefined) {
      res.setHeader('Retry-After', String(retryAfter));
      loginPage(res, ctx, pending, { username, error: 'login.tooManyAttempts', status: 429 });
      return;
    }
    const user = username.length <= 254 ? repository.userByLogin(username) : undefined;
    const valid =
      password.length <= PASSWORD_MAX && (await verifyPassword(password, user?.passwordHash));
    if (!valid || !user) {
      repository.recordAttempt(addressKey);
      repository.recordAttempt(accountKey);
      loginPage(res, ctx, pending, { username, error: 'login.invalidCredentials', status: 401 });
      return;
    }
    // Used once: a second submission of the same form (a double click) finds it gone.
    if (!repository.takePendingLogin(pending.id)) {
      errorPage(res, ctx, 'error.expired', 400);
      return;
    }
    repository.clearAttempts(accountKey);
    completeAuthorization(
      repository,
      res,
      ctx,
      pending.request,
      signIn(repository, res, ctx, user),
    );
  };
}
