/**
 * The API key taken out of every string of an answer. Europeana's APIs write the caller's key
 * into what they return (api2's `edmIsShownAt` is `https://api.europeana.eu/api/{key}/redirect
 * ?shownAt=…`, search `link`s carry `wskey=`), and the portal's server-side clients call them with
 * the deployment's key: anything of the answer that reaches a page would publish it. Walking the
 * parsed value (not the text) is safe whatever characters the key has.
 */
export function withoutKey(value: unknown, key: string): unknown {
  const forms = [...new Set([key, encodeURIComponent(key)])];
  const scrub = (node: unknown): unknown => {
    if (typeof node === 'string') {
      return forms.some((form) => node.includes(form))
        ? forms.reduce((text, form) => text.split(form).join(''), node)
        : node;
    }
    if (Array.isArray(node)) return node.map(scrub);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(node)) out[name] = scrub(child);
      return out;
    }
    return node;
  };
  return scrub(value);
}
