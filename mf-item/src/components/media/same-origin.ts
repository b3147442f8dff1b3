/** Whether `url` (absolute, or relative to `origin`) is on the page's own origin. */
export function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
