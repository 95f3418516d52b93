import { useMemo } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEquipoVersion, TVersionPos } from '@eds/contracts/versiones-pos';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { usePermisos } from '../../../lib/permisos';
import { useDetalleVersion, useEquiposVersion } from '../api/versiones-pos';

interface Props {
  /** The version shown; null closes the dialog. */
  version: TVersionPos | null;
  onCerrar: () => void;
}

/**
 * A version's rollouts and the devices of the user's stations whose last heartbeat reported it (SCREENS.md G05
 * "devices per version from heartbeats").
 */
export function DialogoEquiposVersion({ version, onCerrar }: Props) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const id = version?.id ?? null;
  const equipos = useEquiposVersion(id);
  const detalle = useDetalleVersion(id);
  const columnas = useMemo<ColumnaTabla<TEquipoVersion>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'versionesPos.equipos.estacion' },
      { clave: 'alias', etiqueta: 'versionesPos.equipos.alias' },
      { clave: 'serial', etiqueta: 'versionesPos.equipos.serial' },
      { clave: 'version_app', etiqueta: 'versionesPos.campos.version', ancho: 100 },
      { clave: 'ultima_conexion', etiqueta: 'versionesPos.equipos.ultimoContacto', tipo: 'fechaHora', ancho: 170 },
    ],
    [],
  );
  const registro = version ? `${version.plataforma} ${version.version}` : '';
  return (
    <Dialog open={version !== null} onClose={onCerrar} maxWidth="lg" fullWidth aria-labelledby="equipos-version-titulo">
      <DialogTitle id="equipos-version-titulo">{t('versionesPos.equipos.titulo', { registro })}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="h2">
          {t('versionesPos.despliegue.lista')}
        </Typography>
        <List dense aria-label={t('versionesPos.despliegue.lista')}>
          {(detalle.data?.lista_despliegues ?? []).length === 0 ? (
            <ListItem>
              <ListItemText primary={t('versionesPos.despliegue.ninguno')} />
            </ListItem>
          ) : (
            detalle.data!.lista_despliegues.map((d) => (
              <ListItem key={d.id}>
                <ListItemText
                  primary={`${t(`versionesPos.alcances.${d.alcance}`)}${d.estaciones.length ? `: ${d.estaciones.join(', ')}` : ''}`}
                  secondary={t('versionesPos.despliegue.desdeFecha', { fecha: d.desde })}
                />
              </ListItem>
            ))
          )}
        </List>
        {equipos.isError ? (
          <EstadoError onReintentar={() => void equipos.refetch()} />
        ) : (
          <TablaDatos<TEquipoVersion>
            columnas={columnas}
            datos={equipos.data?.data ?? []}
            cargando={equipos.isPending}
            titulo="versionesPos.equipos.tituloExport"
            nombreArchivo="equipos_version_pos"
            exportable={tiene('E')}
            idFila={(e) => String(e.id)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onCerrar}>
          {t('comun.cerrar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
