// Evaluated after React and before the portal's own code (see entry.ts): the other shared
// libraries the first page needs. Importing them is all this module does.
import 'react-router-dom';
import 'i18next';
import 'react-i18next';
import 'mobx';
import 'mobx-react-lite';
import '@emotion/react';
import '@emotion/styled';
import '@emotion/cache';
