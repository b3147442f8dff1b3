import type { Request, Response } from 'express';
import { LOGIN_ACTIONS_PATH, OIDC_PATH, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import type { IdentityDependencies } from './dependencies';
import { field } from './pages';
import { hashPassword } from './passwords';
import { postedPending, rateLimited, restart, sendPendingForm } from './pending-login';
import type { PendingLogin } from './repository';
import { clientAddress, type RequestContext } from './request';
import { completeAuthorization, signIn } from './sign-in';

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;
const USERNAME = /^[\p{L}\p{N}._-]{1,64}$/u;

type RegistrationField = 'email' | 'username' | 'password' | 'password-confirm';

/** The registration form, for a pending login (with the values typed and errors when shown again). */
export function registrationPage(
  res: Response,
  ctx: RequestContext,
  pending: PendingLogin,
  options: {
    values?: { email?: string; username?: string };
    errors?: Partial<Record<RegistrationField, string>>;
    formError?: string;
    status?: number;
  } = {},
): void {
  const { t } = ctx;
  const errors = options.errors ?? {};
  const firstInvalid = (['email', 'username', 'password', 'password-confirm'] as const).find(
    (f) => errors[f],
  );
  sendPendingForm(res, ctx, pending, {
    title: 'register.title',
    action: `${LOGIN_ACTIONS_PATH}/registration`,
    error: options.formError,
    fields: [
      field({
        id: 'email',
        label: t('register.email'),
        type: 'email',
        autocomplete: 'email',
        value: options.values?.email ?? pending.request.loginHint ?? '',
        ...(errors.email ? { error: t(errors.email) } : {}),
        required: true,
        autofocus: !firstInvalid || firstInvalid === 'email',
        maxLength: 254,
      }),
      field({
        id: 'username',
        label: t('register.username'),
        type: 'text',
        autocomplete: 'username',
        value: options.values?.username ?? '',
        hint: t('register.usernameHint'),
        ...(errors.username ? { error: t(errors.username) } : {}),
        autofocus: firstInvalid === 'username',
        maxLength: 64,
      }),
      field({
        id: 'password',
        label: t('register.password'),
        type: 'password',
        autocomplete: 'new-password',
        hint: t('register.passwordHint', { min: PASSWORD_MIN }),
        ...(errors.password
          ? { error: t(errors.password, { min: PASSWORD_MIN, max: PASSWORD_MAX }) }
          : {}),
        required: true,
        autofocus: firstInvalid === 'password',
      }),
      field({
        id: 'password-confirm',
        label: t('register.passwordConfirm'),
        type: 'password',
        autocomplete: 'new-password',
        ...(errors['password-confirm'] ? { error: t(errors['password-confirm']) } : {}),
        required: true,
        autofocus: firstInvalid === 'password-confirm',
      }),
    ],
    submit: 'register.submit',
    aside: {
      text: 'register.haveAccount',
      link: 'register.login',
      href: `${OIDC_PATH}/auth?${pending.request.query}`,
    },
    status: options.status,
  });
}

/**
 * The registration form's answer: a new account, signed in and sent back to the client with a
 * code, or the form again with its errors (429 when the address has made too many accounts).
 */
export function register(deps: IdentityDependencies) {
  const { repository, limits, now, log } = deps;
  return async (req: Request, res: Response): Promise<void> => {
    const posted = postedPending(repository, req, res, [
      'email',
      'username',
      'password',
      'password-confirm',
    ]);
    if (!posted) return;
    const { ctx, pending, values } = posted;
    const email = (values.email ?? '').trim();
    const username = (values.username ?? '').trim().normalize('NFC');
    const password = values.password ?? '';
    const shown = { email, username };
    if (pending.expiresAt <= now()) {
      registrationPage(res, ctx, restart(repository, req, res, ctx, pending), {
        values: shown,
        formError: 'login.expired',
        status: 400,
      });
      return;
    }
    const errors: Partial<Record<RegistrationField, string>> = {};
    if (email.length > 254 || !EMAIL.test(email)) errors.email = 'register.emailInvalid';
    else if (repository.emailTaken(email) || repository.usernameTaken(email))
      errors.email = 'register.emailTaken';
    if (username) {
      if (!USERNAME.test(username)) errors.username = 'register.usernameInvalid';
      else if (repository.usernameTaken(username)) errors.username = 'register.usernameTaken';
    }
    const length = [...password].length;
    if (length < PASSWORD_MIN) errors.password = 'register.passwordTooShort';
    else if (length > PASSWORD_MAX) errors.password = 'register.passwordTooLong';
    else if (password !== values['password-confirm'])
      errors['password-confirm'] = 'register.passwordMismatch';
    if (Object.keys(errors).length) {
      registrationPage(res, ctx, pending, { values: shown, errors, status: 400 });
      return;
    }
    const addressKey = `register-address:${clientAddress(req)}`;
    const retryAfter = rateLimited(
      deps,
      [{ key: addressKey, limit: limits.registrationsPerAddress }],
      limits.registrationWindow,
    );
    if (retryAfter !== undefined) {
      res.setHeader('Retry-After', String(retryAfter));
      registrationPage(res, ctx, pending, {
        values: shown,
        formError: 'register.tooManyRegistrations',
        status: 429,
      });
      return;
    }
    const passwordHash = await hashPassword(password);
    const user = repository.createUser({ username: username || email, email, passwordHash });
    if (!user) {
      // Taken between the check and the insert (another registration at the same moment).
      registrationPage(res, ctx, pending, {
        values: shown,
        errors: { email: 'register.emailTaken' },
        status: 400,
      });
      return;
    }
    repository.recordAttempt(addressKey);
    repository.takePendingLogin(pending.id);
    log(`identity: new account ${user.id}`);
    completeAuthorization(
      repository,
      res,
      ctx,
      pending.request,
      signIn(repository, res, ctx, user),
    );
  };
}
