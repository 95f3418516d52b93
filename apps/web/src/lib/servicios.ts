/**
 * One base URL per service of the specification. They are separate ports of one host in the
 * legacy deployment; here every service defaults to the same origin, so '/api/...' is used as is.
 * A deployment can point any of them elsewhere at build time (VITE_SERVICIO_<NAME>).
 */
export type Servicio =
  'century' | 'movement' | 'equipment' | 'lazoLite' | 'sap' | 'sapIntegration' | 'report' | 'multimedia' | 'controlMaster';

const env = import.meta.env as Record<string, string | undefined>;

export const SERVICIOS: Readonly<Record<Servicio, string>> = {
  century: env.VITE_SERVICIO_CENTURY ?? '',
  movement: env.VITE_SERVICIO_MOVEMENT ?? '',
  equipment: env.VITE_SERVICIO_EQUIPMENT ?? '',
  lazoLite: env.VITE_SERVICIO_LAZOLITE ?? '',
  sap: env.VITE_SERVICIO_SAP ?? '',
  sapIntegration: env.VITE_SERVICIO_SAPINTEGRATION ?? '',
  report: env.VITE_SERVICIO_REPORT ?? '',
  multimedia: env.VITE_SERVICIO_MULTIMEDIA ?? '',
  controlMaster: env.VITE_SERVICIO_CONTROLMASTER ?? '',
};

/** Full URL of a call on a service: urlServicio('century', '/api/persona/1'). */
export function urlServicio(servicio: Servicio, ruta: string): string {
  return `${SERVICIOS[servicio].replace(/\/$/, '')}${ruta}`;
}

/** WebSocket URL of a service path, following the page's scheme when the service is same-origin. */
export function urlSocket(servicio: Servicio, ruta: string): string {
  const base = SERVICIOS[servicio];
  if (base) return `${base.replace(/^http/, 'ws').replace(/\/$/, '')}${ruta}`;
  const esquema = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${esquema}//${window.location.host}${ruta}`;
}
