// Evaluated after the router and before the portal's own code (see entry.ts): strings, state and
// styles, the rest of the shared libraries the first page needs. Importing them is all this
// module does.
import 'i18next';
import 'react-i18next';
import 'mobx';
import 'mobx-react-lite';
import '@emotion/react';
import '@emotion/styled';
import '@emotion/cache';
