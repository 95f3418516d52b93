import type { Envelope } from '@eds/contracts/envelope';
import type { ReporteDashboard, TDashboardBody } from '@eds/contracts/dashboard';
import { solicitar } from '../../../lib/api-client';

/** POST /api/reportes/dashboard-lite/{report} on the movement service: the report's `data`. */
export function pedirReporte<T>(reporte: ReporteDashboard, cuerpo: TDashboardBody, signal?: AbortSignal): Promise<T> {
  return solicitar<Envelope<T>>(`/api/reportes/dashboard-lite/${reporte}`, { metodo: 'POST', cuerpo, servicio: 'movement', signal }).then(
    (r) => r.data,
  );
}

/** Query keys of the dashboard, one family per report, so a refresh or a filter change reaches them all. */
export const clavesDashboard = {
  todo: ['dashboard'] as const,
  reporte: (reporte: string, cuerpo: unknown) => ['dashboard', reporte, cuerpo] as const,
};
