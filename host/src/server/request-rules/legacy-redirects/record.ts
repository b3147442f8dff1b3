import { movedPermanently } from './results';
import { type PortalRule } from './types';

// `/portal[/{xx}]/record/{dataset}/{id}[.html]` -> `[/{xx}]/item/{dataset}/{id}`.
const RECORD = /^\/record(\/.+?)(?:\.html)?$/;

export const recordRule: PortalRule = ({ localeSegment, rest }, query) => {
  const match = RECORD.exec(rest);
  return match ? movedPermanently(`${localeSegment}/item${match[1]}`, query) : null;
};
