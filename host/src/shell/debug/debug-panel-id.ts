/** Anchor of the debug panel; the footer's "API requests" link points here (spec §2.5). */
export const DEBUG_PANEL_ID = 'api-requests';
