/**
 * Login redirect targets (spec §5): a local path of permitted characters (letters, digits,
 * `@ - % _ ~` and `/`), not starting with `//` (another host), with an optional query and hash.
 */
const LOCAL_REDIRECT = /^\/(?!\/)[\w@\-%~/]*(\?[^#\s]*)?(#\S*)?$/;

/**
 * The login redirect target `value` if the spec §5 rule accepts it, else null. Used by the login
 * page (where to go after signing in) and by the host's `/account/callback`, which sends the
 * browser there.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  return value && LOCAL_REDIRECT.test(value) ? value : null;
}
