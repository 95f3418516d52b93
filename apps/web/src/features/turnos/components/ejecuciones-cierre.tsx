import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormato } from '../../../lib/formato';
import { useEjecucionesCierre } from '../api/ejecuciones-cierre';

/**
 * The latest runs of the automatic close (of the station filtered, or of every station of the user): the business
 * day, the action, how many shifts it closed or alerted and which ones.
 */
export function EjecucionesCierre({ empresaId }: { empresaId: number | null }) {
  const { t } = useTranslation();
  const f = useFormato();
  const ejecuciones = useEjecucionesCierre(empresaId);
  const filas = ejecuciones.data?.data ?? [];
  return (
    <Paper component="section" aria-labelledby="ejecuciones-cierre-titulo" sx={{ marginBlockStart: 3, p: 2 }}>
      <Typography id="ejecuciones-cierre-titulo" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
        {t('turnos.cierres.ejecuciones.titulo')}
      </Typography>
      {filas.length === 0 ? (
        <Typography color="text.secondary">
          {ejecuciones.isPending ? t('comun.cargando') : t('turnos.cierres.ejecuciones.vacio')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('turnos.cierres.ejecuciones.dia')}</TableCell>
                <TableCell>{t('turnos.cierres.campos.estacion')}</TableCell>
                <TableCell>{t('turnos.cierres.campos.accion')}</TableCell>
                <TableCell align="right">{t('turnos.cierres.ejecuciones.cerrados')}</TableCell>
                <TableCell align="right">{t('turnos.cierres.ejecuciones.alertados')}</TableCell>
                <TableCell>{t('turnos.cierres.ejecuciones.turnos')}</TableCell>
                <TableCell>{t('turnos.cierres.ejecuciones.ejecutado')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map((x) => (
                <TableRow key={x.id}>
                  <TableCell>{f.fecha(x.fecha_negocio)}</TableCell>
                  <TableCell>{x.estacion}</TableCell>
                  <TableCell>{t(`turnos.cierres.acciones.${x.accion}`)}</TableCell>
                  <TableCell align="right">{x.turnos_cerrados}</TableCell>
                  <TableCell align="right">{x.turnos_alertados}</TableCell>
                  <TableCell>
                    {x.detalle.length === 0
                      ? t('turnos.cierres.ejecuciones.ninguno')
                      : x.detalle
                          .map((d) =>
                            t('turnos.cierres.ejecuciones.turno', {
                              isla: d.isla,
                              promotor: d.promotor,
                              resultado: t(`turnos.cierres.ejecuciones.resultados.${d.resultado}`),
                            }),
                          )
                          .join(' · ')}
                  </TableCell>
                  <TableCell>{f.fechaHora(x.ejecutado_en)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
