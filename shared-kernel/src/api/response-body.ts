import { parseWellFormedJson } from '../domain/well-formed-text';

/**
 * What an API answered in its body, read once. The text is kept only to tell "nothing" from "not
 * JSON": an HTML page from a proxy (maintenance, 502 Bad Gateway) or truncated JSON is never
 * passed on as data nor shown to visitors.
 */
export type ResponseBody =
  { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'notJson' };

/** Reads and parses the body; rejects as the body stream does (a timeout, a cut connection). */
export async function readResponseBody(response: Response): Promise<ResponseBody> {
  if (response.status === 204) return { kind: 'empty' };
  const text = await response.text();
  if (!text.trim()) return { kind: 'empty' };
  try {
    // Well formed: an upstream's half surrogate pair would break the page that shows it.
    return { kind: 'json', value: parseWellFormedJson(text) };
  } catch {
    return { kind: 'notJson' };
  }
}
