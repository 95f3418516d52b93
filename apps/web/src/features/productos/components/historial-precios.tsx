import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LIMITE_HISTORIAL, useHistorialPrecios } from '../api/productos';

const moneda = (v: number | null) =>
  v === null ? '' : `$${v.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** 2026-11-23 14:05:00 → 23/11/2026 14:05 */
const fecha = (v: string | null) => (v ? `${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)} ${v.slice(11, 16)}` : '');

/** Historial de precios: the product's price periods at the user's stations, newest first, ten at a time. */
export function HistorialPrecios({ id, empresaId }: { id: number; empresaId: number }) {
  const { t } = useTranslation();
  const [desde, setDesde] = useState(0);
  const consulta = useHistorialPrecios(id, empresaId, desde);
  const filas = consulta.data?.data ?? [];
  const total = consulta.data?.paginacion.total ?? 0;
  return (
    <Stack spacing={1} component="section" aria-label={t('productos.historial')}>
      <Typography variant="subtitle2">{t('productos.historial')}</Typography>
      {consulta.isError ? (
        <Typography color="error">{t('lista.errorDatos')}</Typography>
      ) : filas.length === 0 && !consulta.isPending ? (
        <Typography variant="body2">{t('productos.sinHistorial')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('productos.historialCampos.estacion')}</TableCell>
              <TableCell align="right">{t('productos.historialCampos.anterior')}</TableCell>
              <TableCell align="right">{t('productos.historialCampos.precio')}</TableCell>
              <TableCell>{t('productos.historialCampos.desde')}</TableCell>
              <TableCell>{t('productos.historialCampos.hasta')}</TableCell>
              <TableCell>{t('productos.historialCampos.origen')}</TableCell>
              <TableCell>{t('productos.historialCampos.usuario')}</TableCell>
              <TableCell align="right">{t('productos.historialCampos.documento')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{h.estacion}</TableCell>
                <TableCell align="right">{moneda(h.precio_anterior)}</TableCell>
                <TableCell align="right">{moneda(h.precio)}</TableCell>
                <TableCell>{fecha(h.vigente_desde)}</TableCell>
                <TableCell>{fecha(h.vigente_hasta)}</TableCell>
                <TableCell>{t(`productos.origenes.${h.origen}`, { defaultValue: h.origen })}</TableCell>
                <TableCell>{h.usuario ?? ''}</TableCell>
                <TableCell align="right">{h.documento ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > LIMITE_HISTORIAL ? (
        <Stack direction="row" spacing={1}>
          <Button size="small" disabled={desde === 0} onClick={() => setDesde(Math.max(0, desde - LIMITE_HISTORIAL))}>
            {t('productos.anteriores')}
          </Button>
          <Button size="small" disabled={desde + LIMITE_HISTORIAL >= total} onClick={() => setDesde(desde + LIMITE_HISTORIAL)}>
            {t('productos.siguientes')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
