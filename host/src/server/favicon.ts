import { colours } from '@portal/shared-kernel';

/** The portal's icon: a self-made SVG mark in the accent colour. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colours.accent}"/><path d="M20 16h24v7H28v6h14v7H28v5h16v7H20z" fill="#fff"/></svg>`;
