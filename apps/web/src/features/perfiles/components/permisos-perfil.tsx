import { useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Drawer, Stack, Typography } from '@mui/material';
import type { TPerfil } from '@eds/contracts/perfiles/perfiles';
import { PermisosArbol, type NodoPermisos } from '../../../components/permisos-arbol/permisos-arbol';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarPermisos, usePermisosPerfil } from '../api/perfiles';

interface Props {
  perfil: TPerfil;
  onCerrar: () => void;
}

/** 'Permisos': the profile's module tree against the letters, saved as a whole. */
export function PermisosPerfil({ perfil, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const consulta = usePermisosPerfil(perfil.id);
  const guardar = useGuardarPermisos();
  const [editadas, setEditadas] = useState<Map<number, string> | null>(null);

  const nodos: NodoPermisos[] = useMemo(
    () =>
      (consulta.data?.modulos ?? []).map((m) => ({
        id: m.id,
        padre: m.modulos_id,
        descripcion: m.descripcion,
        asignaciones: m.asignaciones,
        disponibles: m.disponibles,
      })),
    [consulta.data],
  );
  const iniciales = useMemo(() => new Map(nodos.map((n) => [n.id, n.asignaciones])), [nodos]);
  const letras = editadas ?? iniciales;
  const soloLectura = perfil.propio;

  const enviar = async () => {
    try {
      const modulos = [...letras].filter(([, l]) => l).map(([modulos_id, asignaciones]) => ({ modulos_id, asignaciones }));
      const r = await guardar.mutateAsync({ id: perfil.id, permisos: { modulos } });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      onCerrar();
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <Drawer anchor="right" open onClose={onCerrar} slotProps={{ paper: { sx: { width: { xs: '100%', md: 760 } } } }}>
      <Stack sx={{ height: '100%' }}>
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2">
            {t('perfiles.permisosDe', { registro: perfil.descripcion })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('perfiles.ayudaPermisos')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, overflow: 'auto', p: 1 }}>
          {soloLectura ? <Alert severity="info">{t('perfiles.avisoPropio')}</Alert> : null}
          {consulta.isPending ? <CircularProgress aria-label={t('perfiles.cargando')} /> : null}
          {consulta.isError ? <Alert severity="error">{t('perfiles.errorPermisos')}</Alert> : null}
          {consulta.data ? (
            <PermisosArbol
              nodos={nodos}
              letras={letras}
              onCambiar={setEditadas}
              etiqueta={t('perfiles.arbol')}
              deshabilitado={soloLectura || guardar.isPending}
              nombreLetra={(l) => t(`perfiles.letras.${l}`)}
              etiquetaCasilla={(l, n) => t('perfiles.casilla', { letra: t(`perfiles.letras.${l}`), registro: n.descripcion })}
              expandir={(n) => t('perfiles.expandir', { registro: n.descripcion })}
              contraer={(n) => t('perfiles.contraer', { registro: n.descripcion })}
            />
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider', justifyContent: 'flex-end' }}>
          <Button onClick={onCerrar}>{t('comun.cancelar')}</Button>
          <Button variant="contained" onClick={() => void enviar()} disabled={soloLectura || guardar.isPending || !consulta.data}>
            {t('formulario.guardar')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
