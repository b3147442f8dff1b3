import path from 'node:path';
import { REPO_ROOT } from '../config';

/** The shared test data (`PORTAL_SHARED_DATA`, default `<repo>/../shared/data`); never copied into the repo. */
export const SHARED_DATA = path.resolve(
  process.env.PORTAL_SHARED_DATA || path.join(REPO_ROOT, '..', 'shared', 'data'),
);

export const sharedFile = (...parts: string[]): string => path.join(SHARED_DATA, ...parts);

export const EUROPEANA_SAMPLES = sharedFile('europeana-samples');
