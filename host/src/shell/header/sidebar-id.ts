/** Id of the sidebar dialog, which the menu button controls. */
export const SIDEBAR_ID = 'portal-sidebar';
