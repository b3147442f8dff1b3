import type { QueryNode } from './ast';

/** Lucene's syntax characters (and whitespace), escaped with a backslash in terms. */
const SPECIAL = /[+\-&|!(){}[\]^"~*?:\\/\s]/g;

export function escapeTerm(text: string): string {
  return text.replace(SPECIAL, (ch) => `\\${ch}`);
}

function escapePhrase(text: string): string {
  return text.replace(/["\\]/g, (ch) => `\\${ch}`);
}

/** Lucene query text for an AST; `parseQuery(serializeQuery(ast))` gives the AST back. */
export function serializeQuery(node: QueryNode): string {
  switch (node.kind) {
    case 'all':
      return '*:*';
    case 'term': {
      const text = node.wildcard ? node.text.replace(/[^*?]+/g, escapeTerm) : escapeTerm(node.text);
      const value = ['AND', 'OR', 'NOT', 'TO'].includes(text) ? `\\${text}` : text;
      return node.field ? `${node.field}:${value}` : value;
    }
    case 'phrase': {
      const value = `"${escapePhrase(node.text)}"${node.slop !== undefined ? `~${node.slop}` : ''}`;
      return node.field ? `${node.field}:${value}` : value;
    }
    case 'exists':
      return `${node.field}:*`;
    case 'range': {
      const bound = (b: string | undefined): string =>
        b === undefined ? '*' : `"${escapePhrase(b)}"`;
      return `${node.field}:${node.includeLower ? '[' : '{'}${bound(node.lower)} TO ${bound(node.upper)}${node.includeUpper ? ']' : '}'}`;
    }
    case 'bool': {
      const parts = [
        ...node.must.map((n) => `+${group(n)}`),
        ...node.mustNot.map((n) => `-${group(n)}`),
      ];
      if (node.should.length) parts.push(`+(${node.should.map(group).join(' OR ')})`);
      return parts.join(' ');
    }
  }
}

function group(node: QueryNode): string {
  return node.kind === 'bool' ? `(${serializeQuery(node)})` : serializeQuery(node);
}
