import { MENSAJES_COMERCIAL } from '@eds/contracts/comercial';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The promotions' messages come from the contracts in Spanish; traducirMensaje shows them from 'promociones.mensajes'.
indexarMensajes('promociones.mensajes', {
  fechasInvertidas: MENSAJES_COMERCIAL.fechasInvertidas,
  lleveMayorQuePague: MENSAJES_COMERCIAL.lleveMayorQuePague,
  porcentajeInvalido: MENSAJES_COMERCIAL.porcentajeInvalido,
  promocionNoExiste: MENSAJES_COMERCIAL.promocionNoExiste,
  promocionCreada: MENSAJES_COMERCIAL.promocionCreada,
  promocionEditada: MENSAJES_COMERCIAL.promocionEditada,
  productoOtroNegocio: MENSAJES_COMERCIAL.productoOtroNegocio,
  seleccioneProducto: MENSAJES_COMERCIAL.seleccioneProducto,
  seleccioneEstacion: MENSAJES_COMERCIAL.seleccioneEstacion,
  formatoFecha: MENSAJES_COMERCIAL.formatoFecha,
  formatoHora: MENSAJES_COMERCIAL.formatoHora,
  valorPositivo: MENSAJES_COMERCIAL.valorPositivo,
  horasIncompletas: MENSAJES_COMERCIAL.horasIncompletas,
  grupoNoValido: MENSAJES_COMERCIAL.grupoNoValido,
});
