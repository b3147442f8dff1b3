import { initialSchema } from './001-initial';
import { minimalView } from './002-minimal-view';
import { entityLabelOrder } from './003-entity-label-order';
import { organizationAcronyms } from './004-organization-acronyms';
import { entityLabelOrderByLanguage } from './005-entity-label-order-by-language';
import { agentRecords } from './006-agent-records';
import { entityRecords } from './007-entity-records';
import type { Migration } from './migration';

/**
 * Every schema step, in order. To change the schema add `NNN-what.ts` exporting a Migration with
 * the next version and list it here; never edit a step that has shipped.
 */
export const migrations: readonly Migration[] = [
  initialSchema,
  minimalView,
  entityLabelOrder,
  organizationAcronyms,
  entityLabelOrderByLanguage,
  agentRecords,
  entityRecords,
];
