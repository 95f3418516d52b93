import type { FastifyInstance } from 'fastify';
import { ZAperturaTurnoPos, ZCalibracionPos, ZCierreTurnoPos, ZLecturaMangueraPos, ZLecturaTanquePos, ZSobrePos } from '@eds/contracts/pos';
import {
  ingerirAperturas,
  ingerirCalibraciones,
  ingerirCierres,
  ingerirLecturasManguera,
  ingerirLecturasTanque,
  ingerirSobres,
} from '../../../services/pos/ingesta-operacion';
import { registrarLote } from './registrar-lote';

const COMUN =
  'Cada registro lleva un uuid generado por el equipo; reenviarlo no guarda nada y cuenta como duplicado. ' +
  'fecha en hora de Bogotá `YYYY-MM-DD HH:mm:ss`. 200 si todos quedaron guardados o ya lo estaban; 206 si alguno fue rechazado.';

/** POS calls for tank and hose readings, shift opening and closing, test pours and envelopes. */
export default async function posOperacion(app: FastifyInstance) {
  registrarLote(app, {
    url: '/pos/v1/lecturas-tanque',
    clave: 'lecturas',
    item: ZLecturaTanquePos,
    summary: 'Recibir mediciones de tanques',
    description: `Altura en mm (convertida a galones con la tabla de aforo vigente) o volumen de sonda, y nivel de agua. ${COMUN}`,
    procesar: (equipo, items) => ingerirLecturasTanque(app.db, equipo, items),
  });
  registrarLote(app, {
    url: '/pos/v1/lecturas-manguera',
    clave: 'lecturas',
    item: ZLecturaMangueraPos,
    summary: 'Recibir lecturas de totalizadores de mangueras',
    description: `Totalizador en galones (APERTURA, CIERRE o PARCIAL), opcionalmente del turno indicado. ${COMUN}`,
    procesar: (equipo, items) => ingerirLecturasManguera(app.db, equipo, items),
  });
  registrarLote(app, {
    url: '/pos/v1/turnos/apertura',
    clave: 'turnos',
    item: ZAperturaTurnoPos,
    summary: 'Abrir turnos',
    description: `Promotor, isla y lecturas de apertura de las mangueras de la isla. ${COMUN}`,
    procesar: (equipo, items) => ingerirAperturas(app.db, equipo, items),
  });
  registrarLote(app, {
    url: '/pos/v1/turnos/cierre',
    clave: 'turnos',
    item: ZCierreTurnoPos,
    summary: 'Cerrar turnos',
    description:
      'uuid del turno que se cierra y lecturas de cierre. Calcula los galones por manguera (cierre − apertura). ' +
      `Cerrar un turno ya cerrado no cambia nada y cuenta como duplicado. ${COMUN}`,
    procesar: (equipo, items) => ingerirCierres(app.db, equipo, items),
  });
  registrarLote(app, {
    url: '/pos/v1/calibraciones',
    clave: 'calibraciones',
    item: ZCalibracionPos,
    summary: 'Recibir calibraciones (pruebas de surtidor)',
    description: `Volumen devuelto al tanque; no es una venta. Máximo 20 galones. ${COMUN}`,
    procesar: (equipo, items) => ingerirCalibraciones(app.db, equipo, items),
  });
  registrarLote(app, {
    url: '/pos/v1/sobres',
    clave: 'sobres',
    item: ZSobrePos,
    summary: 'Recibir sobres de efectivo de los turnos',
    description: `Sobre entregado por el promotor durante su turno. ${COMUN}`,
    procesar: (equipo, items) => ingerirSobres(app.db, equipo, items),
  });
}
