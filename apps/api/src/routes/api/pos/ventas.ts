import type { FastifyInstance } from 'fastify';
import { ZVentaPos } from '@eds/contracts/pos';
import { ingerirVentas } from '../../../services/ventas/ingesta';
import { registrarLote } from './registrar-lote';

export default async function posVentas(app: FastifyInstance) {
  registrarLote(app, {
    url: '/pos/v1/ventas',
    clave: 'ventas',
    item: ZVentaPos,
    summary: 'Recibir ventas del POS (hasta 500 por llamada)',
    description:
      'Cada venta lleva un uuid generado por el equipo. Se valida y se guarda completa o no se guarda; reenviar un uuid ya ' +
      'guardado no guarda nada y cuenta como duplicada (exactamente una vez, aun con reintentos o varias instancias). ' +
      'fecha en hora de Bogotá `YYYY-MM-DD HH:mm:ss`; tipo_negocio C combustible, S canastilla, K kiosco. ' +
      'Respuesta: 200 si todas quedaron guardadas o ya lo estaban; 206 si alguna fue rechazada (lista `rechazadas` con uuid y mensaje). ' +
      'Autenticación: token del equipo (POST /api/equipo/{id}/token) en el encabezado Authorization: Bearer.',
    procesar: (equipo, items) => ingerirVentas(app.db, equipo, items),
  });
}
