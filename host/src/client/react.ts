// Evaluated first (see entry.ts): React and its DOM renderer, the largest shared library.
import 'react';
import 'react-dom/client';
