import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ESTADOS_FE } from '@eds/contracts/operacion';
import { puedeCambiarFe } from '@eds/contracts/facturacion/electronica';
import type { TFacturaFe } from '@eds/contracts/facturacion/documentos';
import { ConLetra } from '../../../components/acciones/con-letra';
import { avisarError } from '../../../components/formulario/avisar-error';
import { EstadoError } from '../../../components/estados/estado-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useActualizarEstadoFe, useDetalleFacturaFe } from '../api/facturas';
import { COLOR_ESTADO_FE } from '../lib/estados';

interface Props {
  factura: TFacturaFe;
  onCerrar: () => void;
  onXml: (f: TFacturaFe, tipo: 'FACTURA' | 'NOTA_CREDITO') => void;
}

/**
 * One invoice: its state, CUFE and DIAN answer; the signed documents (invoice and credit note) with DIAN's code and
 * rule messages; every state change (from, to, reason, origin, user, when); its credit note; and Actualizar estado
 * (X), offering only the changes the state machine allows.
 */
export function DetalleFactura({ factura, onCerrar, onXml }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const detalle = useDetalleFacturaFe(factura.id);
  const actualizar = useActualizarEstadoFe();
  const [estado, setEstado] = useState<number | ''>('');
  const [motivo, setMotivo] = useState('');
  const actual = detalle.data?.factura ?? factura;
  const destinos = ESTADOS_FE.filter((e) => e !== actual.estado && puedeCambiarFe(actual.estado, e));
  const nombre = (e: number | null) => (e === null ? '—' : t(`facturacionElectronica.estados.${e}`));

  const cambiar = async () => {
    if (estado === '') return;
    try {
      const r = await actualizar.mutateAsync({ id: factura.id, estado, motivo: motivo.trim() });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      setEstado('');
      setMotivo('');
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="lg" aria-labelledby="detalle-factura-titulo">
      <DialogTitle id="detalle-factura-titulo">{t('facturacionElectronica.detalle.titulo', { factura: factura.factura })}</DialogTitle>
      <DialogContent dividers>
        {detalle.isError ? (
          <EstadoError onReintentar={() => void detalle.refetch()} />
        ) : !detalle.data ? (
          <CircularProgress aria-label={t('facturacionElectronica.detalle.cargando')} />
        ) : (
          <Stack spacing={3}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              <Typography component="dt" color="text.secondary">
                {t('facturacionElectronica.campos.estacion')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {actual.estacion}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('facturacionElectronica.campos.estado')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Chip
                  size="small"
                  color={COLOR_ESTADO_FE[actual.estado] ?? 'default'}
                  label={nombre(actual.estado)}
                  data-testid="estado-detalle"
                />
              </Box>
              <Typography component="dt" color="text.secondary">
                {t('facturacionElectronica.campos.cufe')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {actual.cufe ?? '—'}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('facturacionElectronica.campos.respuesta')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {actual.mensaje ? traducirMensaje(t, actual.mensaje) : '—'}
              </Typography>
            </Box>

            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('facturacionElectronica.detalle.documentos')}
              </Typography>
              {detalle.data.documentos.length === 0 ? (
                <Typography color="text.secondary">{t('facturacionElectronica.detalle.sinDocumentos')}</Typography>
              ) : (
                <Table size="small" aria-label={t('facturacionElectronica.detalle.documentos')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('facturacionElectronica.detalle.tipo')}</TableCell>
                      <TableCell>{t('facturacionElectronica.detalle.numero')}</TableCell>
                      <TableCell>{t('facturacionElectronica.detalle.codigo')}</TableCell>
                      <TableCell>{t('facturacionElectronica.detalle.respuesta')}</TableCell>
                      <TableCell>{t('facturacionElectronica.detalle.creado')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {detalle.data.documentos.map((d) => (
                      <TableRow key={d.id}>
                        <TableCell>{t(`facturacionElectronica.detalle.tipos.${d.tipo}`)}</TableCell>
                        <TableCell>{d.numero}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', maxInlineSize: 260 }}>{d.codigo}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          {[d.codigo_respuesta, d.descripcion_respuesta, ...d.reglas].filter(Boolean).join(' · ') || '—'}
                        </TableCell>
                        <TableCell>{d.creado_en}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>

            {detalle.data.nota_credito ? (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('facturacionElectronica.detalle.notaCredito')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography>{detalle.data.nota_credito.numero}</Typography>
                  <Chip
                    size="small"
                    color={COLOR_ESTADO_FE[detalle.data.nota_credito.estado] ?? 'default'}
                    label={nombre(detalle.data.nota_credito.estado)}
                  />
                  <Typography color="text.secondary">{traducirMensaje(t, detalle.data.nota_credito.mensaje ?? '')}</Typography>
                  {detalle.data.nota_credito.cude ? (
                    <ConLetra letra="E">
                      <Button size="small" onClick={() => onXml(actual, 'NOTA_CREDITO')}>
                        {t('facturacionElectronica.acciones.xmlNota')}
                      </Button>
                    </ConLetra>
                  ) : null}
                </Stack>
                <Typography variant="body2">
                  {t('facturacionElectronica.detalle.motivo')}: {detalle.data.nota_credito.motivo} — {detalle.data.nota_credito.observacion}
                </Typography>
              </Box>
            ) : null}

            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('facturacionElectronica.detalle.transiciones')}
              </Typography>
              <Table size="small" aria-label={t('facturacionElectronica.detalle.transiciones')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('facturacionElectronica.detalle.en')}</TableCell>
                    <TableCell>{t('facturacionElectronica.detalle.desde')}</TableCell>
                    <TableCell>{t('facturacionElectronica.detalle.hacia')}</TableCell>
                    <TableCell>{t('facturacionElectronica.detalle.motivo')}</TableCell>
                    <TableCell>{t('facturacionElectronica.detalle.origen')}</TableCell>
                    <TableCell>{t('facturacionElectronica.detalle.usuario')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detalle.data.transiciones.map((x) => (
                    <TableRow key={x.id}>
                      <TableCell>{x.en}</TableCell>
                      <TableCell>{nombre(x.desde)}</TableCell>
                      <TableCell>{nombre(x.hacia)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{x.motivo ? traducirMensaje(t, x.motivo) : '—'}</TableCell>
                      <TableCell>{t(`facturacionElectronica.detalle.origenes.${x.origen}`, { defaultValue: x.origen })}</TableCell>
                      <TableCell>{x.usuario ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>

            {destinos.length > 0 ? (
              <ConLetra letra="X">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField
                    select
                    size="small"
                    label={t('facturacionElectronica.actualizar.estado')}
                    value={estado}
                    onChange={(e) => setEstado(e.target.value === '' ? '' : Number(e.target.value))}
                    sx={{ minInlineSize: 240 }}
                  >
                    {destinos.map((e) => (
                      <MenuItem key={e} value={e}>
                        {nombre(e)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    label={t('facturacionElectronica.actualizar.motivo')}
                    value={motivo}
                    onChange={(e) => setMotivo(e.target.value)}
                    slotProps={{ htmlInput: { maxLength: 500 } }}
                    sx={{ flex: 1 }}
                  />
                  <Button variant="outlined" disabled={estado === '' || actualizar.isPending} onClick={() => void cambiar()}>
                    {t('facturacionElectronica.actualizar.boton')}
                  </Button>
                </Stack>
              </ConLetra>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('facturacionElectronica.detalle.cerrar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
