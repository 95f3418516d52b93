import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { MENSAJES_OPERACION as M } from './mensajes-operacion';
import { TIPOS_BODEGA } from './operacion';
import { zFechaHora } from './pos';
import { ZEstadoActivo, zFechaHoraTexto, zIdFila, zNumero } from './respuestas';
import { COLUMNA, zDecimal, zEntero, zIdCampo } from './validaciones';

/** Forms of the forecourt and warehouses (SCREENS G03, G04), shared by the web forms and the server. */

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(max, { error: MENSAJES.valorNoValido });
const id = zIdCampo(MENSAJES.campoObligatorioCorto);
/** Volumes and capacities in gallons (numeric(12,3)), heights in millimetres (numeric(8,1)), hose meters (numeric(14,3)). */
const volumenPositivo = zDecimal(COLUMNA.volumen, { minimo: 'positivo' });
const volumen = zDecimal(COLUMNA.volumen);
const alturaPositiva = zDecimal(COLUMNA.altura, { minimo: 'positivo' });
const altura = zDecimal(COLUMNA.altura);
const totalizador = zDecimal(COLUMNA.totalizador);

export const ZBodegaForm = z
  .object({
    empresa_id: id,
    codigo: texto(10),
    descripcion: texto(30),
    tipo: z.enum(TIPOS_BODEGA, { error: MENSAJES.campoObligatorioCorto }),
    producto_id: id.nullable().optional(),
    capacidad: volumenPositivo.nullable().optional(),
    volumen_minimo: volumen.nullable().optional(),
    altura_mm: alturaPositiva.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.tipo !== 'TANQUE') return;
    if (!b.producto_id) ctx.addIssue({ code: 'custom', path: ['producto_id'], message: MENSAJES.campoObligatorioCorto });
    if (!b.capacidad) ctx.addIssue({ code: 'custom', path: ['capacidad'], message: MENSAJES.campoObligatorio });
    if (b.volumen_minimo === undefined || b.volumen_minimo === null)
      ctx.addIssue({ code: 'custom', path: ['volumen_minimo'], message: MENSAJES.campoObligatorio });
    else if (b.capacidad && b.volumen_minimo >= b.capacidad) {
      ctx.addIssue({ code: 'custom', path: ['volumen_minimo'], message: 'El volumen mínimo debe ser menor que la capacidad' });
    }
  });
export type TBodegaForm = z.infer<typeof ZBodegaForm>;
export const ZBodegaEdicion = ZBodegaForm.and(z.object({ id }));

export const ZPuntoAforo = z.object({ altura_mm: alturaPositiva, volumen });

export const ZAforoForm = z.object({
  /** From when the chart applies (Bogotá time); now when absent. */
  vigente_desde: zFechaHora.optional(),
  puntos: z
    .array(ZPuntoAforo, { error: M.aforoMinimo })
    .min(2, { error: M.aforoMinimo })
    .max(5000)
    .superRefine((p, ctx) => {
      for (let i = 1; i < p.length; i++) {
        if (!(p[i].altura_mm > p[i - 1].altura_mm)) {
          ctx.addIssue({ code: 'custom', path: [i, 'altura_mm'], message: M.alturasCrecientes });
          return;
        }
        if (p[i].volumen < p[i - 1].volumen) {
          ctx.addIssue({ code: 'custom', path: [i, 'volumen'], message: M.volumenesNoDecrecientes });
          return;
        }
      }
    }),
});
export type TAforoForm = z.infer<typeof ZAforoForm>;

export const ZAforoCalcular = z.object({ altura_mm: altura, fecha: zFechaHora.optional() });

const ZMangueraForm = z.object({
  id: id.optional(),
  numero: zEntero({ minimo: 'positivo' }),
  cara: z.coerce.number().int().min(1).max(2),
  producto_id: id,
  bodega_id: id,
  lectura_inicial: totalizador,
});

export const ZSurtidorForm = z.object({
  empresa_id: id,
  isla_id: id,
  numero: zEntero({ minimo: 'positivo', mensajeMinimo: MENSAJES.sinCeroIzquierda }),
  marca: z.string().trim().max(40).optional(),
  modelo: z.string().trim().max(40).optional(),
  serial: z.string().trim().max(60).optional(),
  protocolo: texto(40),
  direccion: z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .int()
    .min(1, { error: MENSAJES.entre(1, 99) })
    .max(99, { error: MENSAJES.entre(1, 99) }),
  caras: z.coerce.number().int().min(1).max(2),
  mangueras: z.array(ZMangueraForm).max(16),
});
export type TSurtidorForm = z.infer<typeof ZSurtidorForm>;
export const ZSurtidorEdicion = ZSurtidorForm.extend({ id });

export const ZIslaForm = z.object({ empresa_id: id, codigo: texto(5), descripcion: texto(30) });
export type TIslaForm = z.infer<typeof ZIslaForm>;
export const ZIslaEdicion = ZIslaForm.extend({ id });

/** A warehouse of a station (GET /api/bodega/select/empresa/{id}); tanks carry their stock, last dip and dry flag. */
export const ZBodega = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_BODEGA),
  /** The fuel a tank holds; null for goods warehouses. */
  producto_id: zIdFila.nullable(),
  producto: z.string().nullable(),
  combustible_id: z.number().int().nullable(),
  /** Gallons. */
  capacidad: zNumero.nullable(),
  volumen_minimo: zNumero.nullable(),
  altura_mm: zNumero.nullable(),
  estado: ZEstadoActivo,
  /** Book stock of the tank's fuel (gallons); null for goods warehouses or a tank never moved. */
  saldo: zNumero.nullable(),
  /** The last dip or probe reading: volume and water (gallons), height (mm), when. */
  volumen_medido: zNumero.nullable(),
  nivel_agua: zNumero.nullable(),
  altura_medida: zNumero.nullable(),
  ultima_lectura: zFechaHoraTexto.nullable(),
  /** A tank measured below its minimum volume. */
  secado: z.boolean(),
});
export type TBodega = z.infer<typeof ZBodega>;

/** A calibration chart version: heights (mm) to volumes (gallons). */
export const ZAforo = z.object({
  id: zIdFila,
  vigente_desde: zFechaHoraTexto,
  puntos: z.array(z.object({ altura_mm: zNumero, volumen: zNumero })),
});
export type TAforo = z.infer<typeof ZAforo>;

/** GET /api/bodega/{id}: one warehouse with its chart in force and its stock per product. */
export const ZBodegaDetalle = ZBodega.extend({
  aforo: ZAforo.nullable(),
  existencias: z.array(
    z.object({
      producto_id: zIdFila,
      codigo: z.string(),
      descripcion: z.string(),
      cantidad: zNumero,
      costo_promedio: zNumero,
      actualizado_en: zFechaHoraTexto,
    }),
  ),
});
export type TBodegaDetalle = z.infer<typeof ZBodegaDetalle>;

/** GET /api/bodega/{id}/aforo: the chart versions of a tank, the one in force first. */
export const ZAforoVersion = ZAforo.extend({ creado_en: zFechaHoraTexto, creado_por: zIdFila.nullable() });
export type TAforoVersion = z.infer<typeof ZAforoVersion>;

/** PUT /api/bodega/{id}/aforo: the new version's id and from when it applies. */
export const ZAforoGuardado = z.object({ id: zIdFila, vigente_desde: zFechaHoraTexto });
export type TAforoGuardado = z.infer<typeof ZAforoGuardado>;

/** POST /api/bodega/{id}/aforo/calcular: the volume of a height with the chart in force. */
export const ZAforoCalculo = z.object({ altura_mm: zNumero, volumen: zNumero, aforo_id: zIdFila });
export type TAforoCalculo = z.infer<typeof ZAforoCalculo>;

/** A hose of the forecourt: its side, fuel and tank. */
export const ZMangueraConfiguracion = z.object({
  id: zIdFila,
  numero: z.number().int(),
  cara: z.number().int(),
  producto_id: zIdFila,
  producto: z.string(),
  combustible_id: z.number().int().nullable(),
  bodega_id: zIdFila,
  bodega: z.string(),
  estado: ZEstadoActivo,
});

export const ZSurtidorConfiguracion = z.object({
  id: zIdFila,
  numero: z.number().int(),
  marca: z.string().nullable(),
  modelo: z.string().nullable(),
  serial: z.string().nullable(),
  protocolo: z.string().nullable(),
  /** Address on the forecourt controller's bus (1–99). */
  direccion: z.number().int(),
  caras: z.number().int(),
  estado: ZEstadoActivo,
  mangueras: z.array(ZMangueraConfiguracion),
});

/** GET /api/surtidor/configuracion-eds/{id}: an island with its pumps and their hoses. */
export const ZIslaConfiguracion = z.object({
  islas_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  estado: ZEstadoActivo,
  surtidores: z.array(ZSurtidorConfiguracion),
});
export type TIslaConfiguracion = z.infer<typeof ZIslaConfiguracion>;
