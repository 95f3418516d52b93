/**
 * The shell's chunk (header, menu, the screen's frame): one loader, so starting it early (main.tsx, a load with a
 * stored session) and rendering it (RequiereSesion) fetch the file once.
 */
export const cargarLayoutPrincipal = () => import('./layout/layout-principal');
