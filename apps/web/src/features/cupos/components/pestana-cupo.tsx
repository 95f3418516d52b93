import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormato } from '../../../lib/formato';
import { useUsuario } from '../../../lib/sesion';
import { useCuposDeCliente } from '../api/cupos';

/**
 * The Cupo tab of the customer screen (SCREENS.md G19 Cliente): the customer's quotas and sub-quotas with what each
 * has consumed, held and available. Quotas are created and edited on `usuarios/cupos-cliente`.
 */
export function PestanaCupo({ clienteId }: { clienteId: number }) {
  const { t } = useTranslation();
  const f = useFormato();
  const cupos = useCuposDeCliente(useUsuario().empresas_id, clienteId);
  if (cupos.isPending) return null;
  const filas = cupos.data ?? [];
  if (filas.length === 0) return <Typography>{t('cupos.sinCupos')}</Typography>;
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={t('cupos.titulo')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cupos.campos.destino')}</TableCell>
            <TableCell>{t('cupos.campos.tipo')}</TableCell>
            <TableCell align="right">{t('cupos.campos.valor')}</TableCell>
            <TableCell align="right">{t('cupos.campos.consumido')}</TableCell>
            <TableCell align="right">{t('cupos.campos.retenido')}</TableCell>
            <TableCell align="right">{t('cupos.campos.disponible')}</TableCell>
            <TableCell>{t('lista.estado')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((c) => (
            <TableRow key={c.id}>
              <TableCell>
                <bdi>{c.codigo}</bdi>
              </TableCell>
              <TableCell>{t(`cupos.tipos.${c.tipo}`)}</TableCell>
              <TableCell align="right">{f.dinero(c.valor)}</TableCell>
              <TableCell align="right">{f.dinero(c.consumido)}</TableCell>
              <TableCell align="right">{f.dinero(c.retenido)}</TableCell>
              <TableCell align="right">{f.dinero(c.disponible)}</TableCell>
              <TableCell>{t(c.estado === 'A' ? 'lista.activo' : 'lista.inactivo')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
