import {
  Button,
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
import { EstadoError } from '../../../components/estados/estado-error';
import { useDetalleAuditoria } from '../api/auditoria';

/** A stored value as text: objects and arrays as JSON, the rest as they are. */
const mostrar = (v: unknown): string => {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

/** The detail of one audit row: who, when, what, and each changed field before → after. */
export function DetalleAuditoria({ id, onCerrar }: { id: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const detalle = useDetalleAuditoria(id);
  const d = detalle.data;
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="detalle-auditoria-titulo">
      <DialogTitle id="detalle-auditoria-titulo">{t('parametros.auditoria.detalle', { id })}</DialogTitle>
      <DialogContent>
        {detalle.isError ? <EstadoError onReintentar={() => void detalle.refetch()} /> : null}
        {detalle.isPending ? <CircularProgress aria-label={t('parametros.auditoria.cargando')} /> : null}
        {d ? (
          <>
            <Typography variant="body2" sx={{ marginBlockEnd: 2 }}>
              {t('parametros.auditoria.resumen', {
                accion: d.accion,
                entidad: d.entidad,
                registro: d.registro_id ?? '—',
                usuario: d.usuario ?? '—',
                empresa: d.empresa ?? '—',
              })}
            </Typography>
            {d.cambios.length === 0 ? (
              <Typography>{t('parametros.auditoria.sinCambios')}</Typography>
            ) : (
              <Table size="small" aria-label={t('parametros.auditoria.cambios')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('parametros.auditoria.campo')}</TableCell>
                    <TableCell>{t('parametros.auditoria.antes')}</TableCell>
                    <TableCell>{t('parametros.auditoria.despues')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.cambios.map((c) => (
                    <TableRow key={c.campo}>
                      <TableCell component="th" scope="row">
                        {c.campo}
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{mostrar(c.antes)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{mostrar(c.despues)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('parametros.cerrar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
