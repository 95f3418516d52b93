import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';

/** The chip colour of each DIAN state. */
export const COLOR_ESTADO_FE: Record<number, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  2: 'success',
  3: 'error',
  4: 'error',
  5: 'info',
  6: 'error',
  7: 'warning',
  15: 'error',
  18: 'warning',
};

/** States RegenerarFactura accepts (the server checks them too). */
export const REGENERABLES: readonly number[] = [
  ESTADO_FE.NO_AUTORIZADA,
  ESTADO_FE.ERROR_ANTES_DE_ENVIO,
  ESTADO_FE.DEVUELTA_EN_RECEPCION,
  ESTADO_FE.DEVUELTA_POR_DOCUMENTO,
  ESTADO_FE.DOCUMENTO_NO_ENCONTRADO,
];
