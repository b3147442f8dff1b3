// Evaluated after React and before the portal's own code (see entry.ts): the router, the largest
// of the other shared libraries the first page needs. Importing it is all this module does.
import 'react-router-dom';
