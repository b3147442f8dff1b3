/**
 * The general entities an XML document declares with a value in its internal DTD subset
 * (`<!DOCTYPE rdf:RDF [ <!ENTITY europeana "http://data.europeana.eu/"> ]>`), which some EDM
 * exports use to shorten URIs. The XML parser reads no DTD, so these are handed to it. Entities
 * of an external DTD, or declared SYSTEM or PUBLIC, name files or addresses: they are never
 * fetched (that would let an imported file read the importing machine's files).
 */
export interface DtdEntities {
  /** Name → replacement text, with the references inside it already replaced. */
  values: Record<string, string>;
  /** General entities declared SYSTEM or PUBLIC, which are not read. */
  external: string[];
}

/**
 * The longest replacement text an entity may have once the entities it refers to are replaced.
 * A URI prefix is a few dozen characters; nesting ("billion laughs") grows tenfold per level.
 */
export const MAX_ENTITY_CHARS = 64 << 10;

const NAME = String.raw`[\p{L}_:][\p{L}\p{N}\p{M}_:.\-\u00B7\u203F-\u2040]*`;
const DECLARATION = new RegExp(
  String.raw`<!ENTITY\s+(%\s+)?(${NAME})\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b[^>]*)\s*>`,
  'uy',
);
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** The entities of `doctype` (the whole `<!DOCTYPE …>`); throws on one that cannot be expanded. */
export function dtdEntities(doctype: string): DtdEntities {
  const values: Record<string, string> = {};
  const external: string[] = [];
  const open = doctype.indexOf('[');
  const close = doctype.lastIndexOf(']');
  if (open < 0 || close < open) return { values, external };
  const subset = doctype.slice(open + 1, close);
  for (let at = 0; at < subset.length;) {
    DECLARATION.lastIndex = at;
    const declaration = DECLARATION.exec(subset);
    if (!declaration) {
      at = skipMarkup(subset, at);
      continue;
    }
    at = DECLARATION.lastIndex;
    const [, parameter, name, double, single] = declaration;
    // Parameter entities (`%name;`) only shape the DTD itself; the first declaration binds (XML 4.2).
    if (parameter || name! in values || external.includes(name!)) continue;
    if (double === undefined && single === undefined) external.push(name!);
    else values[name!] = expand(name!, double ?? single!, values);
  }
  return { values, external };
}

/** Where the markup (a comment, processing instruction or other declaration) at `at` ends. */
function skipMarkup(subset: string, at: number): number {
  if (subset.startsWith('<!--', at)) return end(subset.indexOf('-->', at + 4), 3, subset);
  if (subset.startsWith('<?', at)) return end(subset.indexOf('?>', at + 2), 2, subset);
  if (!subset.startsWith('<!', at)) return at + 1;
  // `<!ELEMENT …>`, `<!ATTLIST …>`: quoted strings may hold `>`.
  for (let i = at + 2, quote = ''; i < subset.length; i++) {
    const c = subset[i]!;
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return subset.length;
}

function end(found: number, length: number, subset: string): number {
  return found < 0 ? subset.length : found + length;
}

/** `value` with its character and entity references replaced, as XML 4.4.5 includes it. */
function expand(name: string, value: string, declared: Record<string, string>): string {
  const expanded = value.replace(
    /&(#x[0-9a-fA-F]+|#[0-9]+|[^;&\s]+);/g,
    (reference, ref: string) => {
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (code > 0x10ffff)
          throw new Error(`entity "${name}" holds an invalid character reference ${reference}`);
        return String.fromCodePoint(code);
      }
      const replacement = PREDEFINED[ref] ?? declared[ref];
      if (replacement === undefined) {
        throw new Error(
          `entity "${name}" refers to "${ref}", which is not declared before it in the document's DTD`,
        );
      }
      return replacement;
    },
  );
  if (expanded.length > MAX_ENTITY_CHARS) {
    throw new Error(
      `entity "${name}" expands to more than ${MAX_ENTITY_CHARS >> 10} KB (entities nested in entities)`,
    );
  }
  return expanded;
}
