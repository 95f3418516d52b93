import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TComprobante } from '@eds/contracts/conciliacion/contabilidad';
import { useFormato } from '../../../lib/formato';
import { useComprobante } from '../api/comprobantes';
import { CLAVE_OPERACION } from '../lib/textos';
import { ChipEstadoComprobante } from './chip-estado';

/** Debits and credits of the lines in cents, and whether they balance (the G28 check). */
export function cuadreDe(c: Pick<TComprobante, 'lineas'>): { debitos: number; creditos: number; cuadra: boolean } {
  const debitos = c.lineas.reduce((s, l) => s + Math.round(l.debito * 100), 0);
  const creditos = c.lineas.reduce((s, l) => s + Math.round(l.credito * 100), 0);
  return { debitos: debitos / 100, creditos: creditos / 100, cuadra: debitos === creditos };
}

/** "Cuadra" or the specification's text `El comprobante no cuadra: débitos ≠ créditos`. */
export function ChipCuadre({ cuadra }: { cuadra: boolean }) {
  const { t } = useTranslation();
  return cuadra ? (
    <Chip size="small" color="success" label={t('contabilidad.comprobantes.cuadra')} />
  ) : (
    <Chip size="small" color="error" label={t('contabilidad.mensajes.noCuadra')} />
  );
}

interface Props {
  id: number;
  onCerrar: () => void;
  /** The screen's actions on the voucher (send, confirm...). */
  acciones?: (c: TComprobante) => ReactNode;
}

/** A voucher: its lines (account, cost centre, third party, debit, credit), the balance check, and its state history. */
export function DetalleComprobante({ id, onCerrar, acciones }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const consulta = useComprobante(id);
  const c = consulta.data;
  const cuadre = c ? cuadreDe(c) : null;
  return (
    <Dialog open onClose={onCerrar} maxWidth="lg" fullWidth aria-labelledby="titulo-comprobante">
      <DialogTitle id="titulo-comprobante">
        {c
          ? t('contabilidad.comprobantes.detalleTitulo', { id: c.id, estacion: c.estacion, fecha: f.fecha(c.fecha) })
          : t('contabilidad.comprobantes.ver')}
      </DialogTitle>
      <DialogContent dividers>
        {consulta.isPending ? <CircularProgress /> : null}
        {consulta.isError ? <Alert severity="error">{t('lista.errorDatos')}</Alert> : null}
        {c && cuadre ? (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
              <ChipEstadoComprobante estado={c.estado} />
              <ChipCuadre cuadra={cuadre.cuadra} />
            </Box>
            <Table size="small" aria-label={t('contabilidad.comprobantes.lineasTitulo')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('contabilidad.campos.linea')}</TableCell>
                  <TableCell>{t('contabilidad.campos.operacion')}</TableCell>
                  <TableCell>{t('contabilidad.campos.cuenta')}</TableCell>
                  <TableCell>{t('contabilidad.campos.centroCosto')}</TableCell>
                  <TableCell>{t('contabilidad.campos.tercero')}</TableCell>
                  <TableCell align="right">{t('contabilidad.campos.debitos')}</TableCell>
                  <TableCell align="right">{t('contabilidad.campos.creditos')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.lineas.map((l) => (
                  <TableRow key={l.orden}>
                    <TableCell>{l.orden}</TableCell>
                    <TableCell>
                      {CLAVE_OPERACION[l.operacion as keyof typeof CLAVE_OPERACION]
                        ? t(`contabilidad.operaciones.${CLAVE_OPERACION[l.operacion as keyof typeof CLAVE_OPERACION]}`)
                        : l.operacion}
                    </TableCell>
                    <TableCell>{l.cuenta}</TableCell>
                    <TableCell>{l.centro_costo}</TableCell>
                    <TableCell>{l.tercero}</TableCell>
                    <TableCell align="right">{f.dinero(l.debito)}</TableCell>
                    <TableCell align="right">{f.dinero(l.credito)}</TableCell>
                  </TableRow>
                ))}
                <TableRow data-testid="fila-totales-comprobante">
                  <TableCell colSpan={5} sx={{ fontWeight: 700 }}>
                    {t('contabilidad.comprobantes.totales')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {f.dinero(cuadre.debitos)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {f.dinero(cuadre.creditos)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
              {t('contabilidad.comprobantes.historial')}
            </Typography>
            <Table size="small" aria-label={t('contabilidad.comprobantes.historial')}>
              <TableBody>
                {c.historial.map((h, i) => (
                  <TableRow key={i}>
                    <TableCell>{f.fechaHora(h.fecha)}</TableCell>
                    <TableCell>
                      <ChipEstadoComprobante estado={h.estado} />
                    </TableCell>
                    <TableCell>{h.detalle}</TableCell>
                    <TableCell>{h.usuario}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {c && acciones ? acciones(c) : null}
        <Button onClick={onCerrar}>{t('contabilidad.comprobantes.cerrar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
