import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from './api';

/** Bogotá wall-clock text `minutos` ago, as a POS sends it. */
function haceMinutos(minutos: number): string {
  const d = new Date(Date.now() - minutos * 60_000 - 5 * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

async function data<T>(r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

export interface PosDeEstacion {
  estacion: number;
  token: string;
  productoId: number;
  efectivo: number;
  prefijo: string;
}

/**
 * What a POS of the ADMINEDS station needs to send sales: a device token issued by SUPERADMIN for one of the
 * station's fuel POS, a fuel product of its tanks, cash, and the station's electronic-invoice resolution prefix
 * (read from its own invoices; the demo builds it as F + the station's index in base 36).
 */
export async function posDeEstacion(request: APIRequestContext): Promise<PosDeEstacion> {
  const eds = await ingresarApi(request, 'ADMINEDS');
  const estacion = eds.empresas_id;
  const h = { headers: autorizacion(eds.token) };
  const tanques = await data<{ data: { producto_id: number; estado: string }[] }[]>(
    await request.post('/api/reportes/dashboard-lite/ALERTA_TANQUES', { ...h, data: { identificadorEstacion: estacion } }),
  );
  const productoId = tanques[0].data.find((t) => t.estado === 'A')!.producto_id;
  const medios = await data<{ id: number; codigo: string }[]>(await request.get(`/api/medio-pago/select/${estacion}`, h));
  const efectivo = medios.find((m) => m.codigo === 'EFE')!.id;
  const propias = await data<{ prefijo: string }[]>(
    await request.post('/api/guru.facturacion/fe-no-autorizadas', { ...h, data: { estaciones: [estacion] } }),
  );
  const prefijo = propias.find((f) => f.prefijo.startsWith('F'))?.prefijo ?? 'F000';
  await salirApi(request, eds.token);

  const admin = await ingresarApi(request, 'SUPERADMIN');
  const ha = { headers: autorizacion(admin.token) };
  const equipos = await data<{ id: number; tipo: string; tipos_negocio: string[] }[]>(
    await request.get(`/api/equipo/select/empresa/${estacion}`, ha),
  );
  const pos = equipos.find((e) => e.tipo === 'POS' && e.tipos_negocio.includes('C'))!;
  const { token } = await data<{ token: string }>(await request.post(`/api/equipo/${pos.id}/token`, ha));
  await salirApi(request, admin.token);
  return { estacion, token, productoId, efectivo, prefijo };
}

/** Posts invoiced fuel sales of 2 gallons from the station's POS; `extra` marks them (contingency, manual). */
export async function venderConFactura(
  request: APIRequestContext,
  pos: PosDeEstacion,
  cantidad: number,
  extra: (f: { prefijo: string; consecutivo: number }) => Record<string, unknown>,
) {
  const base = 600_000 + Math.floor(Math.random() * 300_000);
  const facturas = Array.from({ length: cantidad }, (_v, i) => ({ prefijo: pos.prefijo, consecutivo: base + i }));
  const precio = 15_000;
  const ventas = facturas.map((f, i) => ({
    uuid: randomUUID(),
    // A minute or two ago: well inside the business day that began at 06:00, even just after it began.
    fecha: haceMinutos(1 + i),
    tipo_negocio: 'C',
    detalles: [{ producto_id: pos.productoId, cantidad: 2, precio }],
    medios_pago: [{ medio_pago_id: pos.efectivo, valor: 2 * precio }],
    ...extra(f),
  }));
  const r = await request.post('/api/pos/v1/ventas', { headers: autorizacion(pos.token), data: { ventas } });
  const cuerpo = (await r.json()) as { data: { aceptadas: number } };
  expect(r.status(), JSON.stringify(cuerpo)).toBe(200);
  expect(cuerpo.data.aceptadas, JSON.stringify(cuerpo)).toBe(cantidad);
  return facturas;
}

/** Puts contingency invoices in the ADMINEDS station's batch, as its POS does when it invoices offline. */
export async function crearLoteContingencia(request: APIRequestContext, cantidad: number) {
  const pos = await posDeEstacion(request);
  const facturas = await venderConFactura(request, pos, cantidad, (f) => ({ factura: { ...f, contingencia: true } }));
  return { estacion: pos.estacion, facturas };
}

/** A sale typed by hand at the POS today (origen MANUAL), with its paper invoice number. */
export async function crearVentaManual(request: APIRequestContext) {
  const pos = await posDeEstacion(request);
  const [factura] = await venderConFactura(request, pos, 1, (f) => ({ origen: 'MANUAL', factura: f }));
  return factura;
}

/** The station's pending contingency invoices, read as the station administrator. */
export async function loteActual(
  request: APIRequestContext,
  estacion: number,
): Promise<{ id: number; prefijo: string; consecutivo: number }[]> {
  const eds = await ingresarApi(request, 'ADMINEDS');
  const lote = await data<{ facturas: { id: number; prefijo: string; consecutivo: number }[] }>(
    await request.get(`/api/guru.facturacion/facturasContingencia/${estacion}`, { headers: autorizacion(eds.token) }),
  );
  await salirApi(request, eds.token);
  return lote.facturas;
}

/** Starts the dashboard on TODOS (every station in scope) instead of the spec's random child company. */
export async function empezarEnTodos(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('eds.dashboard.empresa') === null) sessionStorage.setItem('eds.dashboard.empresa', 'TODOS');
  });
}

/** Widget ids in the order the grid shows them. */
export function ordenWidgets(page: Page): Promise<number[]> {
  return page.locator('[data-widget]').evaluateAll((nodos) => nodos.map((n) => Number(n.getAttribute('data-widget'))));
}

/** The JSON body of a dashboard report request. */
export function cuerpo(request: { postDataJSON: () => unknown }): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}
