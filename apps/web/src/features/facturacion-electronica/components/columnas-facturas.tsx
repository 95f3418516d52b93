import { useMemo } from 'react';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFacturaFe } from '@eds/contracts/facturacion/documentos';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { COLOR_ESTADO_FE } from '../lib/estados';

/** Estación, Factura, Fecha, Estado, Cliente, Total, CUFE and Respuesta DIAN (the spec's invoice list, with the answer). */
export function useColumnasFacturas(): ColumnaTabla<TFacturaFe>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'estacion', etiqueta: 'facturacionElectronica.campos.estacion', ordenable: true },
      {
        clave: 'factura',
        etiqueta: 'facturacionElectronica.campos.factura',
        ordenable: true,
        ancho: 150,
        celda: (f) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{f.factura}</span>
            {f.anulada ? <Chip size="small" variant="outlined" color="error" label={t('facturacionElectronica.anulada')} /> : null}
            {f.contingencia ? <Chip size="small" variant="outlined" label={t('facturacionElectronica.contingencia')} /> : null}
          </Stack>
        ),
      },
      { clave: 'fecha', etiqueta: 'facturacionElectronica.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      {
        clave: 'estado',
        etiqueta: 'facturacionElectronica.campos.estado',
        ordenable: true,
        ancho: 190,
        valor: (f) => t(`facturacionElectronica.estados.${f.estado}`),
        celda: (f) => (
          <Stack spacing={0.25}>
            <Chip size="small" color={COLOR_ESTADO_FE[f.estado] ?? 'default'} label={t(`facturacionElectronica.estados.${f.estado}`)} />
            {f.accion ? (
              <Typography variant="caption" color="text.secondary">
                {t('facturacionElectronica.enCola', { accion: t(`facturacionElectronica.accionesCola.${f.accion}`) })}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      { clave: 'cliente', etiqueta: 'facturacionElectronica.campos.cliente', ordenable: true },
      { clave: 'total', etiqueta: 'facturacionElectronica.campos.total', tipo: 'dinero', ordenable: true, ancho: 140 },
      {
        clave: 'cufe',
        etiqueta: 'facturacionElectronica.campos.cufe',
        ancho: 150,
        valor: (f) => f.cufe ?? '',
        celda: (f) =>
          f.cufe ? (
            <Tooltip title={f.cufe}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{`${f.cufe.slice(0, 12)}…`}</Typography>
            </Tooltip>
          ) : (
            '—'
          ),
      },
      {
        clave: 'mensaje',
        etiqueta: 'facturacionElectronica.campos.respuesta',
        valor: (f) => [f.codigo_respuesta, f.mensaje].filter(Boolean).join(' · '),
        celda: (f) => (
          <Typography variant="body2" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {[f.codigo_respuesta, f.mensaje ? traducirMensaje(t, f.mensaje) : null].filter(Boolean).join(' · ') || '—'}
          </Typography>
        ),
      },
    ],
    [t],
  );
}
