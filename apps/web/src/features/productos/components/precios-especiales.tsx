import { IconButton, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useAccionPrecioEspecial, usePreciosEspeciales } from '../api/productos';

const moneda = (v: number) => `$${v.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dia = (v: string | null) => (v ? `${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)}` : '');

/** Precios especiales of a saved product: for whom, price, dates; activate/inactivate (U) and delete (D). */
export function PreciosEspeciales({ id }: { id: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const { confirmar, dialogo } = useConfirmacion();
  const consulta = usePreciosEspeciales(id);
  const accion = useAccionPrecioEspecial();
  const ejecutar = async (precio: number, que: 'A' | 'I' | 'eliminar') => {
    const pregunta =
      que === 'eliminar'
        ? t('lista.confirmarEliminar')
        : t(que === 'A' ? 'productos.especiales.confirmarActivar' : 'productos.especiales.confirmarInactivar');
    if (!(await confirmar(pregunta))) return;
    try {
      const r = await accion.mutateAsync({ id: precio, accion: que });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  const filas = consulta.data ?? [];
  return (
    <Stack spacing={1} component="section" aria-label={t('productos.especiales.titulo')}>
      <Typography variant="subtitle2">{t('productos.especiales.titulo')}</Typography>
      {consulta.isError ? (
        <Typography color="error">{t('lista.errorDatos')}</Typography>
      ) : filas.length === 0 && !consulta.isPending ? (
        <Typography variant="body2">{t('productos.especiales.sinPrecios')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('productos.especiales.para')}</TableCell>
              <TableCell align="right">{t('productos.especiales.precio')}</TableCell>
              <TableCell>{t('productos.especiales.vigencia')}</TableCell>
              <TableCell>{t('lista.estado')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((p) => {
              const para = p.cliente ?? p.flota ?? p.estacion ?? t('productos.especiales.todas');
              return (
                <TableRow key={p.id}>
                  <TableCell>{para}</TableCell>
                  <TableCell align="right">{moneda(p.precio)}</TableCell>
                  <TableCell>
                    {dia(p.fecha_inicio)} – {dia(p.fecha_fin)}
                  </TableCell>
                  <TableCell>
                    <Switch
                      size="small"
                      checked={p.estado === 'A'}
                      disabled={!tiene('U')}
                      slotProps={{ input: { 'aria-label': t('productos.especiales.estadoDe', { para }) } }}
                      onChange={() => void ejecutar(p.id, p.estado === 'A' ? 'I' : 'A')}
                    />
                  </TableCell>
                  <TableCell>
                    {tiene('D') ? (
                      <Tooltip title={t('productos.especiales.eliminarDe', { para })}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={t('productos.especiales.eliminarDe', { para })}
                          onClick={() => void ejecutar(p.id, 'eliminar')}
                        >
                          <Delete fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {dialogo}
    </Stack>
  );
}
