/// <reference types="@testing-library/jest-dom" />
// (jest-dom matchers in component tests: toBeInTheDocument, toHaveAttribute, ...)
// Files that webpack turns into URLs (asset/resource).
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
