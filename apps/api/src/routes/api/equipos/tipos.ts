import type { FastifyInstance } from 'fastify';
import {
  ZTipoEquipo,
  ZTipoEquipoEdicion,
  ZTipoEquipoForm,
  ZTipoEquipoOpcion,
  ZTiposEquipoQuery,
} from '@eds/contracts/configuracion/tipos-equipo';
import { MODULO } from '@eds/contracts/modulos';
import { tiposEquipo } from '../../../services/configuracion/tipos-equipo';
import { rutasCatalogo } from '../configuracion/rutas-catalogo';

/** Tipos de equipo (SCREENS.md G05, New: CRUD(tipo-equipo)): the business's device models, on the catalogue routes. */
export default async function equipoTipos(fastify: FastifyInstance) {
  rutasCatalogo(fastify, {
    recurso: 'tipo-equipo',
    modulo: MODULO.EQUIPOS,
    nombre: 'un tipo de equipo',
    fila: ZTipoEquipo,
    query: ZTiposEquipoQuery,
    form: ZTipoEquipoForm,
    edicion: ZTipoEquipoEdicion,
    opcion: ZTipoEquipoOpcion,
    servicio: tiposEquipo,
  });
}
