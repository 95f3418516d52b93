import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Block from '@mui/icons-material/BlockOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import type { FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZMotivo, type TMotivo } from '@eds/contracts/inventario';
import { ConLetra } from '../../../components/acciones/con-letra';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { descargarPdfDocumento, useAnularDocumento, useDetalleDocumento, useLineasDocumento } from '../api/documentos';

/**
 * Asks the reason of a state change that needs one (Anular documento, Rechazar traslado) in a drawer form; `onMotivo`
 * posts it and may throw the server's refusal, which the form shows.
 */
export function FormularioMotivo({
  titulo,
  onMotivo,
  onCerrar,
}: {
  titulo: string;
  onMotivo: (motivo: string) => Promise<void>;
  onCerrar: () => void;
}) {
  const form = useFormulario(ZMotivo, { defaultValues: { motivo: '' } });
  return (
    <CajonFormulario abierto titulo={titulo} form={form} onEnviar={(d: TMotivo) => onMotivo(d.motivo)} onCerrar={onCerrar}>
      <CampoTexto<FieldValues> nombre="motivo" etiqueta="inventarioDocumentos.campos.motivo" requerido multilinea maxLength={500} />
    </CajonFormulario>
  );
}

/** Downloads a document's PDF; a refusal is a toast. */
export function useDescargarPdf() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return async (id: number) => {
    try {
      const r = await descargarPdfDocumento(id);
      descargarArchivo(r.archivo, r.nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
}

/**
 * A document's detail (SCREENS G14 "detail with its lines and kardex effect"): its header, and each line with the
 * warehouse it moved, quantity, unit cost, value and the stock and average cost it left
 * (`movimiento/get-info-movimientos-detalles`); `PDF`, and `Anular documento` (letter N, a reason) while REGISTRADO.
 */
export function DetalleDocumento({ id, onCerrar }: { id: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const detalle = useDetalleDocumento(id);
  const lineas = useLineasDocumento(id);
  const anular = useAnularDocumento();
  const pdf = useDescargarPdf();
  const [anulando, setAnulando] = useState(false);
  const d = detalle.data;
  const dato = (etiqueta: string, valor: string | null | undefined) =>
    valor ? (
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {t(etiqueta)}:
        </Box>{' '}
        {valor}
      </Typography>
    ) : null;
  const alAnular = async (motivo: string) => {
    const r = await anular.mutateAsync({ id, motivo });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    setAnulando(false);
  };
  return (
    <>
      {/* The reason's drawer sits below a dialog's layer: the detail steps aside while it is open and comes back after. */}
      <Dialog open={!anulando} onClose={onCerrar} maxWidth="lg" fullWidth aria-labelledby="detalle-documento-titulo">
        <DialogTitle id="detalle-documento-titulo">
          {d ? t('inventarioDocumentos.detalle.titulo', { consecutivo: d.consecutivo }) : t('comun.cargando')}
        </DialogTitle>
        <DialogContent>
          {detalle.isError || lineas.isError ? (
            <Alert severity="error">{t('mensajes.errorGenerico')}</Alert>
          ) : !d || !lineas.data ? (
            <CircularProgress size={24} />
          ) : (
            <>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 0.5, mb: 2 }}>
                {dato('inventarioDocumentos.campos.estado', t(`inventarioDocumentos.estados.${d.estado}`, { defaultValue: d.estado }))}
                {dato('inventarioDocumentos.campos.fecha', f.fechaHora(d.fecha))}
                {dato(
                  'inventarioDocumentos.campos.tipoNegocio',
                  t(`inventarioDocumentos.negocios.${d.tipo_negocio}`, { defaultValue: d.tipo_negocio }),
                )}
                {dato('inventarioDocumentos.campos.bodega', d.bodega)}
                {dato('inventarioDocumentos.campos.bodegaDestino', lineas.data[0]?.bodega_destino)}
                {dato('inventarioDocumentos.campos.proveedor', d.proveedor)}
                {dato('inventarioDocumentos.campos.factura', d.factura_proveedor)}
                {dato('inventarioDocumentos.campos.concepto', d.concepto)}
                {dato('inventarioDocumentos.campos.observaciones', d.observaciones)}
                {dato('inventarioDocumentos.campos.total', f.dinero(d.total))}
              </Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('inventarioDocumentos.detalle.kardex')}
              </Typography>
              <TableContainer>
                <Table size="small" aria-label={t('inventarioDocumentos.detalle.kardex')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('inventarioDocumentos.campos.producto')}</TableCell>
                      <TableCell>{t('inventarioDocumentos.campos.bodega')}</TableCell>
                      <TableCell align="right">{t('inventarioDocumentos.campos.cantidad')}</TableCell>
                      <TableCell align="right">{t('inventarioDocumentos.campos.costo')}</TableCell>
                      <TableCell align="right">{t('inventarioDocumentos.campos.valor')}</TableCell>
                      <TableCell align="right">{t('inventarioDocumentos.campos.saldo')}</TableCell>
                      <TableCell align="right">{t('inventarioDocumentos.campos.costoPromedio')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lineas.data.map((l, i) => (
                      <TableRow key={`${l.producto_id}-${i}`}>
                        <TableCell>{`${l.codigo} ${l.descripcion}`}</TableCell>
                        <TableCell>{l.bodega_destino ? `${l.bodega} → ${l.bodega_destino}` : l.bodega}</TableCell>
                        <TableCell align="right">{f.numero(l.cantidad, 3)}</TableCell>
                        <TableCell align="right">{f.dinero(l.costo_unitario)}</TableCell>
                        <TableCell align="right">{f.dinero(l.valor)}</TableCell>
                        <TableCell align="right">{f.numero(l.saldo_cantidad, 3)}</TableCell>
                        <TableCell align="right">{f.dinero(l.saldo_costo)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button startIcon={<PictureAsPdf />} onClick={() => void pdf(id)} disabled={!d}>
            {t('inventarioDocumentos.pdf')}
          </Button>
          {d?.estado === 'REGISTRADO' ? (
            <ConLetra letra="N">
              <Button color="error" startIcon={<Block />} onClick={() => setAnulando(true)}>
                {t('inventarioDocumentos.anular')}
              </Button>
            </ConLetra>
          ) : null}
          <Button onClick={onCerrar}>{t('comun.cerrar')}</Button>
        </DialogActions>
      </Dialog>
      {anulando && d ? (
        <FormularioMotivo
          titulo={t('inventarioDocumentos.anularDe', { consecutivo: d.consecutivo })}
          onMotivo={alAnular}
          onCerrar={() => setAnulando(false)}
        />
      ) : null}
    </>
  );
}
