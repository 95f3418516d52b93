import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EstadoComprobante } from '@eds/contracts/conciliacion/conciliacion';

const COLOR: Record<EstadoComprobante, 'default' | 'info' | 'error' | 'success'> = {
  PENDIENTE: 'default',
  ENVIADO: 'info',
  ERROR: 'error',
  CONCILIADO: 'success',
};

/** A voucher's state: PENDIENTE, ENVIADO, ERROR or CONCILIADO. */
export function ChipEstadoComprobante({ estado }: { estado: EstadoComprobante }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[estado]} label={t(`contabilidad.estadosComprobante.${estado}`)} />;
}
