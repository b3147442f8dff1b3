/** One top-level element of a JSON array, or why a stretch of the array is not one. */
export interface JsonArrayElement {
  /** 1-based number of the element in the array (for errors: of the element it concerns). */
  elementNo: number;
  /** The line the element (or the bad text) starts on, 1-based. */
  lineNo: number;
  /** The element's JSON text, unparsed; absent for an error. */
  text?: string;
  error?: string;
}

const enum State {
  /** Before the opening `[`. */
  Start,
  /** After `[` or `,`: an element or (after `[`) the closing `]` comes next. */
  BeforeElement,
  /** Inside an element (see `depth`, `inString`). */
  InElement,
  /** After a complete element: `,` or `]` comes next. */
  AfterElement,
  /** Text that belongs to no element, skipped up to the next `,` `]` `{` or `[`. */
  Garbage,
  /** After the closing `]`. */
  Done,
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const BOM = 0xfeff;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

const isSpace = (c: number): boolean => c === SPACE || c === LF || c === CR || c === TAB;

/**
 * Splits a top-level JSON array, fed as decoded text in chunks of any size, into its elements'
 * texts without parsing them (workers parse and convert them, as NDJSON lines), tracking only
 * nesting depth, strings and escapes. Memory is bounded by one element: an element longer than
 * `maxElementChars` is reported and its text not kept. Malformed input costs only the elements
 * it touches: text between elements is reported and skipped (a `{` or `[` there starts the next
 * element, as after a missing comma), an element or array that breaks off is reported at the end.
 */
export class JsonArraySplitter {
  private state = State.Start;
  private line = 1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private elementNo = 0;
  private elementLine = 1;
  private parts: string[] = [];
  private partChars = 0;
  private tooLong = false;
  private garbageLine = 1;
  private garbage = '';
  private trailing = false;

  constructor(private readonly maxElementChars = 32 * 1024 * 1024) {}

  push(text: string): JsonArrayElement[] {
    const out: JsonArrayElement[] = [];
    // Start of the current element's text within this chunk (-1: not in an element).
    let from = this.state === State.InElement ? 0 : -1;
    const n = text.length;
    // The next backslash and line feed in the text (searched once each, not once per string).
    let backslash = -1;
    let lf = indexOr(text, '\n', 0, n);
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (this.state === State.InElement) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (c === BACKSLASH) this.escaped = true;
          else if (c !== QUOTE) {
            // Skip to the string's next quote or backslash in one step (most of a record's text).
            let next = text.indexOf('"', i);
            if (next < 0) next = n;
            if (backslash < i) backslash = indexOr(text, '\\', i, n);
            if (backslash < next) next = backslash;
            for (; lf < next; lf = indexOr(text, '\n', lf + 1, n)) if (lf >= i) this.line++;
            i = next - 1;
          } else {
            this.inString = false;
            if (this.depth === 0) {
              this.keep(text, from, i + 1);
              from = -1;
              this.emit(out);
              this.state = State.AfterElement;
            }
          }
          continue;
        }
        if (c === QUOTE) this.inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          if (this.depth === 0) {
            // A scalar ended by the array's `]`.
            this.keep(text, from, i);
            from = -1;
            this.emit(out);
            this.state = State.Done;
            continue;
          }
          this.depth--;
          if (this.depth === 0) {
            this.keep(text, from, i + 1);
            from = -1;
            this.emit(out);
            this.state = State.AfterElement;
          }
        } else if (this.depth === 0 && (c === COMMA || isSpace(c))) {
          // The end of a scalar (a number, true, false, null).
          this.keep(text, from, i);
          from = -1;
          this.emit(out);
          this.state = c === COMMA ? State.BeforeElement : State.AfterElement;
          if (c === LF) this.line++;
        } else if (c === LF) this.line++;
        continue;
      }
      if (c === LF) {
        this.line++;
        if (this.state === State.Garbage || this.trailing) this.garbageText(text, i);
        continue;
      }
      if (isSpace(c) || (c === BOM && this.state === State.Start)) {
        if (this.state === State.Garbage || this.trailing) this.garbageText(text, i);
        continue;
      }
      switch (this.state) {
        case State.Start:
          if (c === OPEN_BRACKET) this.state = State.BeforeElement;
          else this.startGarbage(i, text);
          break;
        case State.BeforeElement:
          if (c === CLOSE_BRACKET) this.state = State.Done;
          else if (c === COMMA)
            out.push({
              elementNo: this.elementNo,
              lineNo: this.line,
              error: `an extra , after element ${this.elementNo}; skipped`,
            });
          else {
            this.startElement(c);
            from = i;
          }
          break;
        case State.AfterElement:
          if (c === COMMA) this.state = State.BeforeElement;
          else if (c === CLOSE_BRACKET) this.state = State.Done;
          else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            out.push({
              elementNo: this.elementNo,
              lineNo: this.line,
              error: `missing , after element ${this.elementNo}; the next element was read`,
            });
            this.startElement(c);
            from = i;
          } else this.startGarbage(i, text);
          break;
        case State.Garbage:
          if (c === COMMA || c === CLOSE_BRACKET || c === OPEN_BRACE || c === OPEN_BRACKET) {
            this.endGarbage(out);
            if (c === COMMA) this.state = State.BeforeElement;
            else if (c === CLOSE_BRACKET) this.state = State.Done;
            else {
              this.startElement(c);
              from = i;
            }
          } else this.garbageText(text, i);
          break;
        case State.Done:
          if (!this.trailing) {
            this.trailing = true;
            this.garbageLine = this.line;
            this.garbage = '';
          }
          this.garbageText(text, i);
          break;
      }
    }
    if (this.state === State.InElement && from >= 0) this.keep(text, from, n);
    return out;
  }

  /** What the end of the text leaves unfinished: an element or the array breaking off. */
  end(): JsonArrayElement[] {
    const out: JsonArrayElement[] = [];
    if (this.state === State.Garbage) this.endGarbage(out);
    if (this.state === State.InElement) {
      if (this.depth === 0 && !this.inString) {
        // A scalar ending the text.
        this.emit(out);
        this.state = State.AfterElement;
      } else {
        const what = this.inString
          ? 'a string that is not closed'
          : `${this.depth} unclosed { or [`;
        out.push({
          elementNo: this.elementNo,
          lineNo: this.elementLine,
          error: `element ${this.elementNo} breaks off at the end of the file (${what}); skipped`,
        });
        this.parts = [];
      }
    }
    if (this.trailing)
      out.push({
        elementNo: this.elementNo,
        lineNo: this.garbageLine,
        error: `text after the array's closing ]: ${quote(this.garbage.trim())}; ignored`,
      });
    if (this.state === State.Start) return out;
    if (this.state !== State.Done)
      out.push({
        elementNo: this.elementNo,
        lineNo: this.line,
        error: `the array is not closed: no ] after element ${this.elementNo} (the elements before it were kept)`,
      });
    return out;
  }

  private startElement(c: number): void {
    this.state = State.InElement;
    this.elementNo++;
    this.elementLine = this.line;
    this.depth = c === OPEN_BRACE || c === OPEN_BRACKET ? 1 : 0;
    this.inString = c === QUOTE;
    this.escaped = false;
    this.parts = [];
    this.partChars = 0;
    this.tooLong = false;
  }

  /** Keeps `text[from, to)` as part of the current element, unless it grew too long. */
  private keep(text: string, from: number, to: number): void {
    if (this.tooLong || to <= from) return;
    this.partChars += to - from;
    if (this.partChars > this.maxElementChars) {
      this.tooLong = true;
      this.parts = [];
      return;
    }
    this.parts.push(from === 0 && to === text.length ? text : text.slice(from, to));
  }

  private emit(out: JsonArrayElement[]): void {
    const base = { elementNo: this.elementNo, lineNo: this.elementLine };
    if (this.tooLong)
      out.push({
        ...base,
        error: `element ${this.elementNo} too long (more than ${this.maxElementChars} characters); skipped`,
      });
    else
      out.push({ ...base, text: this.parts.length === 1 ? this.parts[0]! : this.parts.join('') });
    this.parts = [];
    this.partChars = 0;
  }

  private startGarbage(i: number, text: string): void {
    this.state = State.Garbage;
    this.garbageLine = this.line;
    this.garbage = '';
    this.garbageText(text, i);
  }

  private garbageText(text: string, i: number): void {
    if (this.garbage.length < 40) this.garbage += text[i];
  }

  private endGarbage(out: JsonArrayElement[]): void {
    const where = this.elementNo ? `after element ${this.elementNo}` : 'before the first element';
    out.push({
      elementNo: this.elementNo,
      lineNo: this.garbageLine,
      error: `unexpected text ${where}: ${quote(this.garbage.trim())}; skipped`,
    });
    this.state = State.AfterElement;
  }
}

/** The index of `what` in `text` from `from`, or `n` (the text's length) when there is none. */
function indexOr(text: string, what: string, from: number, n: number): number {
  const at = text.indexOf(what, from);
  return at < 0 ? n : at;
}

function quote(text: string): string {
  return JSON.stringify(text.length >= 40 ? `${text.slice(0, 40)}…` : text);
}
