import { useMemo } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TOrdenCompraDetalle } from '@eds/contracts/inventario';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { useFormato } from '../../../lib/formato';
import { useOrden } from '../api/ordenes-compra';

type LineaOrden = TOrdenCompraDetalle['lineas'][number];

/**
 * One purchase order: supplier, station, warehouse, dates, state (and the reason it was closed or annulled), and its
 * lines with what was ordered, received and is still pending; the lines export to PDF and Excel (the order's PDF).
 */
export function DetalleOrden({ id, onCerrar }: { id: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const formato = useFormato();
  const detalle = useOrden(id);
  const o = detalle.data;
  const columnas = useMemo<ColumnaTabla<LineaOrden>[]>(() => {
    const cantidad = { tipo: 'numero' as const, decimales: 3, ancho: 120 };
    return [
      { clave: 'codigo', etiqueta: 'ordenesCompra.campos.codigo', ancho: 110 },
      { clave: 'descripcion', etiqueta: 'ordenesCompra.campos.producto' },
      { clave: 'cantidad', etiqueta: 'ordenesCompra.campos.cantidad', ...cantidad },
      { clave: 'cantidad_recibida', etiqueta: 'ordenesCompra.campos.recibida', ...cantidad },
      { clave: 'pendiente', etiqueta: 'ordenesCompra.campos.pendiente', ...cantidad },
      { clave: 'costo', etiqueta: 'ordenesCompra.campos.costo', tipo: 'dinero', ancho: 130 },
      { clave: 'iva_pct', etiqueta: 'ordenesCompra.campos.iva', tipo: 'numero', decimales: 2, ancho: 90 },
    ];
  }, []);
  const datos: [string, string][] = o
    ? [
        ['ordenesCompra.campos.proveedor', o.proveedor],
        ['ordenesCompra.campos.correo', o.proveedor_correo ?? '—'],
        ['ordenesCompra.campos.bodega', o.bodega],
        ['ordenesCompra.campos.tipoNegocio', t(`ordenesCompra.tipos.${o.tipo_negocio}`, { defaultValue: o.tipo_negocio })],
        ['ordenesCompra.campos.fecha', formato.fecha(o.fecha)],
        ['ordenesCompra.campos.fechaEntrega', formato.fecha(o.fecha_entrega)],
        ['ordenesCompra.campos.estado', t(`ordenesCompra.estados.${o.estado}`, { defaultValue: o.estado })],
        ['ordenesCompra.campos.total', formato.dinero(o.total)],
        ...(o.motivo_cierre ? [['ordenesCompra.campos.motivo', o.motivo_cierre] as [string, string]] : []),
        ...(o.observaciones ? [['ordenesCompra.campos.observaciones', o.observaciones] as [string, string]] : []),
      ]
    : [];
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="lg" aria-labelledby="detalle-orden-titulo">
      <DialogTitle id="detalle-orden-titulo">{t('ordenesCompra.detalleDe', { consecutivo: o?.consecutivo ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {detalle.isError ? (
          <EstadoError onReintentar={() => void detalle.refetch()} />
        ) : !o ? (
          <CircularProgress aria-label={t('ordenesCompra.cargando')} />
        ) : (
          <Stack spacing={2}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {datos.map(([etiqueta, valor]) => (
                <Box key={etiqueta} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {t(etiqueta)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {valor}
                  </Typography>
                </Box>
              ))}
            </Box>
            <TablaDatos<LineaOrden>
              columnas={columnas}
              datos={o.lineas}
              titulo="ordenesCompra.lineas"
              nombreArchivo={`orden_compra_${o.consecutivo}`}
              idFila={(l) => String(l.id)}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('ordenesCompra.cerrarDetalle')}</Button>
      </DialogActions>
    </Dialog>
  );
}
