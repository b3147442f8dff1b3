/**
 * Characters a redirect's Location must not start with more than one slash of: browsers read
 * `//evil.example`, `/\evil.example`, `\\evil.example` and `\evil.example` as protocol-relative,
 * that is another host (the WHATWG URL parser treats `\` as `/` in http(s) URLs), and they drop
 * tabs and line breaks anywhere in a URL (`/<TAB>/evil.example` is `//evil.example`). Leading
 * spaces and other control characters are trimmed by browsers too.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const LEADING_SLASHES_AND_SPACE = /^[\u0000-\u0020/\\]+/;

/**
 * A path on this site, safe as a redirect's Location whatever the request put in it: any leading
 * run of slashes, backslashes, blanks and control characters becomes the one slash a local path
 * starts with (`/\evil.example/x` -> `/evil.example/x`, `` -> `/`). Every redirect the request
 * rules build from a request's path goes through this.
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(LEADING_SLASHES_AND_SPACE, '')}`;
}

/**
 * A Location the host passes on from elsewhere (a route loader's redirect): an absolute URL or a
 * relative reference stays as it is, a path starting with a slash or backslash is made a
 * {@link sameSitePath}, so it cannot become protocol-relative.
 */
export function sameSiteLocation(location: string): string {
  return LEADING_SLASHES_AND_SPACE.test(location) ? sameSitePath(location) : location;
}
