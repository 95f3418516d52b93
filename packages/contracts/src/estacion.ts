import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { MENSAJES_OPERACION as M } from './mensajes-operacion';
import { TIPOS_BODEGA } from './operacion';
import { zFechaHora } from './pos';

/** Forms of the forecourt and warehouses (SCREENS G03, G04), shared by the web forms and the server. */

const texto = (max: number) => z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(max, { error: MENSAJES.valorNoValido });
const id = z.coerce.number({ error: MENSAJES.campoObligatorioCorto }).int().positive({ error: MENSAJES.campoObligatorioCorto });
const positivo = z.coerce.number({ error: MENSAJES.debeSerNumero }).positive({ error: MENSAJES.valorNoValido });
const noNegativo = z.coerce.number({ error: MENSAJES.debeSerNumero }).min(0, { error: MENSAJES.noNegativo });

export const ZBodegaForm = z
  .object({
    empresa_id: id,
    codigo: texto(10),
    descripcion: texto(30),
    tipo: z.enum(TIPOS_BODEGA, { error: MENSAJES.campoObligatorioCorto }),
    producto_id: id.nullable().optional(),
    capacidad: positivo.nullable().optional(),
    volumen_minimo: noNegativo.nullable().optional(),
    altura_mm: positivo.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.tipo !== 'TANQUE') return;
    if (!b.producto_id) ctx.addIssue({ code: 'custom', path: ['producto_id'], message: MENSAJES.campoObligatorioCorto });
    if (!b.capacidad) ctx.addIssue({ code: 'custom', path: ['capacidad'], message: MENSAJES.campoObligatorio });
    if (b.volumen_minimo === undefined || b.volumen_minimo === null) ctx.addIssue({ code: 'custom', path: ['volumen_minimo'], message: MENSAJES.campoObligatorio });
    else if (b.capacidad && b.volumen_minimo >= b.capacidad) {
      ctx.addIssue({ code: 'custom', path: ['volumen_minimo'], message: 'El volumen mínimo debe ser menor que la capacidad' });
    }
  });
export type TBodegaForm = z.infer<typeof ZBodegaForm>;
export const ZBodegaEdicion = ZBodegaForm.and(z.object({ id }));

export const ZPuntoAforo = z.object({ altura_mm: positivo, volumen: noNegativo });

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

export const ZAforoCalcular = z.object({ altura_mm: noNegativo, fecha: zFechaHora.optional() });

const ZMangueraForm = z.object({
  id: id.optional(),
  numero: z.coerce.number().int().positive({ error: MENSAJES.valorNoValido }),
  cara: z.coerce.number().int().min(1).max(2),
  producto_id: id,
  bodega_id: id,
  lectura_inicial: noNegativo,
});

export const ZSurtidorForm = z.object({
  empresa_id: id,
  isla_id: id,
  numero: z.coerce.number({ error: MENSAJES.debeSerNumero }).int().positive({ error: MENSAJES.sinCeroIzquierda }),
  marca: z.string().trim().max(40).optional(),
  modelo: z.string().trim().max(40).optional(),
  serial: z.string().trim().max(60).optional(),
  protocolo: texto(40),
  direccion: z.coerce.number({ error: MENSAJES.debeSerNumero }).int().min(1, { error: MENSAJES.entre(1, 99) }).max(99, { error: MENSAJES.entre(1, 99) }),
  caras: z.coerce.number().int().min(1).max(2),
  mangueras: z.array(ZMangueraForm).max(16),
});
export type TSurtidorForm = z.infer<typeof ZSurtidorForm>;
export const ZSurtidorEdicion = ZSurtidorForm.extend({ id });

export const ZIslaForm = z.object({ empresa_id: id, codigo: texto(5), descripcion: texto(30) });
export type TIslaForm = z.infer<typeof ZIslaForm>;
export const ZIslaEdicion = ZIslaForm.extend({ id });
