/**
 * The string literals of a TypeScript source, found by a small tokenizer that skips comments and
 * regular expressions (a quote in a comment or a regex must not pair up with a real string).
 */
export interface ScannedSource {
  /** Complete string literals: '...', "..." and `...` without substitutions. */
  literals: string[];
  /** Static starts of templates with substitutions: `facets.${name}` gives `facets.`. */
  templatePrefixes: string[];
}

const REGEX_AFTER = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);

export function scanSource(text: string): ScannedSource {
  const literals: string[] = [];
  const templatePrefixes: string[] = [];
  let index = 0;
  let previous = ''; // last significant character outside strings and comments

  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === '/' && next === '/') {
      index = text.indexOf('\n', index);
      if (index === -1) break;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 2;
      continue;
    }
    if (
      char === '/' &&
      (REGEX_AFTER.has(previous) ||
        previous === '' ||
        /return$/.test(text.slice(Math.max(0, index - 7), index).trimEnd()))
    ) {
      index = skipRegex(text, index);
      previous = '/';
      continue;
    }
    if (char === "'" || char === '"') {
      const { value, end } = readQuoted(text, index, char);
      literals.push(value);
      index = end;
      previous = char;
      continue;
    }
    if (char === '`') {
      const { value, end, substituted, inner } = readTemplate(text, index);
      if (substituted) templatePrefixes.push(value);
      else literals.push(value);
      for (const scanned of inner) {
        literals.push(...scanned.literals);
        templatePrefixes.push(...scanned.templatePrefixes);
      }
      index = end;
      previous = '`';
      continue;
    }
    if (!/\s/.test(char)) previous = char;
    index += 1;
  }
  return { literals, templatePrefixes };
}

function readQuoted(text: string, start: number, quote: string): { value: string; end: number } {
  let value = '';
  let index = start + 1;
  while (index < text.length && text[index] !== quote && text[index] !== '\n') {
    if (text[index] === '\\') {
      value += text[index + 1] ?? '';
      index += 2;
    } else {
      value += text[index];
      index += 1;
    }
  }
  return { value, end: index + 1 };
}

/**
 * A template's text up to its first substitution (the rest of its text is not a key), and the
 * literals inside its substitutions (`${t('key')}`), scanned like any code.
 */
function readTemplate(
  text: string,
  start: number,
): { value: string; end: number; substituted: boolean; inner: ScannedSource[] } {
  let value = '';
  let index = start + 1;
  let substituted = false;
  const inner: ScannedSource[] = [];
  while (index < text.length && text[index] !== '`') {
    const char = text[index]!;
    if (char === '\\') {
      if (!substituted) value += text[index + 1] ?? '';
      index += 2;
      continue;
    }
    if (char === '$' && text[index + 1] === '{') {
      substituted = true;
      const end = expressionEnd(text, index + 2);
      inner.push(scanSource(text.slice(index + 2, end)));
      index = end + 1;
      continue;
    }
    if (!substituted) value += char;
    index += 1;
  }
  return { value, end: index + 1, substituted, inner };
}

/** Index of the `}` closing a substitution that starts at `start`, skipping nested strings. */
function expressionEnd(text: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "'" || char === '"') {
      index = readQuoted(text, index, char).end;
      continue;
    }
    if (char === '`') {
      index = readTemplate(text, index).end;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      if (depth === 0) return index;
      depth -= 1;
    }
    index += 1;
  }
  return text.length;
}

function skipRegex(text: string, start: number): number {
  let index = start + 1;
  let inClass = false;
  while (index < text.length && text[index] !== '\n') {
    const char = text[index]!;
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) return index + 1;
    index += 1;
  }
  return index;
}
