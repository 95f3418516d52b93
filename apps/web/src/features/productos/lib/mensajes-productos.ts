import { MENSAJES_PRODUCTO } from '@eds/contracts/configuracion/productos';
import { MENSAJES_CAMBIO_PRECIO } from '@eds/contracts/configuracion/cambios-precio';
import { MENSAJES_COMERCIAL } from '@eds/contracts/comercial';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The products' own messages (a cycle of ingredients, a bad barcode...) shown in the current language: their texts
// live in the screen's own branch of the locales, productos.mensajes.
indexarMensajes('productos.mensajes', MENSAJES_PRODUCTO);
indexarMensajes('productos.cambios.mensajes', MENSAJES_CAMBIO_PRECIO);
indexarMensajes('productos.especiales.mensajes', {
  precioEspecialActivado: MENSAJES_COMERCIAL.precioEspecialActivado,
  precioEspecialInactivado: MENSAJES_COMERCIAL.precioEspecialInactivado,
  precioEspecialEliminado: MENSAJES_COMERCIAL.precioEspecialEliminado,
  precioEspecialNoExiste: MENSAJES_COMERCIAL.precioEspecialNoExiste,
  precioEspecialTodasEstaciones: MENSAJES_COMERCIAL.precioEspecialTodasEstaciones,
});
