/** Values of a record's URL fields that are no web page: the item page must not link them. */
export const NOT_WEB_URLS = [
  'data:text/html,<script>alert(31)</script>',
  'javascript:alert(1)',
  'vbscript:msgbox(1)',
  '//evil.example/landing',
  '/landing',
  'landing.html',
];
