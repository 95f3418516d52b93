import { MENSAJES_PUNTO_VENTA } from '@eds/contracts/puntos-venta';
import { indexarMensajes } from '../../../i18n/mensajes';

/** The points of sale's server messages, in the current language: translations under puntosVenta.mensajes.*. */
indexarMensajes('puntosVenta.mensajes', MENSAJES_PUNTO_VENTA);
