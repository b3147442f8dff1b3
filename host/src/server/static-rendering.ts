import { enableStaticRendering } from 'mobx-react-lite';

// Imported first by the server entry, before any module defines an observer component.
// The server renders a page once and never re-renders it: observer components need no MobX
// reaction to re-render them. Without this, every observer on every page created a reaction that
// only a finalization registry or a ten-second timer disposed of.
enableStaticRendering(true);
