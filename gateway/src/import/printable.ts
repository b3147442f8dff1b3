/**
 * Text for a message that may quote input: C0 and C1 control characters (and DEL) as `\u001b`
 * escapes, so a bad line's terminal escape sequences are shown, not run by the terminal.
 */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
