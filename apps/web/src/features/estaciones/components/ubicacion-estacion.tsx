import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { UBICACION_DEFECTO, type TEmpresa } from '@eds/contracts/empresa/empresas';
import { avisarError } from '../../../components/formulario/avisar-error';
import { MapaUbicacion, type Coordenadas } from '../../../components/mapa/mapa-ubicacion';
import { usePermisos } from '../../../lib/permisos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarLocalizacion, useLocalizacion } from '../api/localizacion';

const redondear = (v: number) => Math.round(v * 1e7) / 1e7;

/**
 * Ubicación of a station (SCREENS.md G02): the map opens on the station's point, or on the default place (10.99,
 * -74.82) when it has none; a click on the map, a drag of the marker or the two fields move it, and Guardar sends
 * `PUT empresa/localizacion/` ('UBICACION ACTUALIZADA CORRECTAMENTE'). Without letter U it only shows.
 */
export function UbicacionEstacion({ estacion, onCerrar }: { estacion: TEmpresa; onCerrar: () => void }) {
  const lectura = useLocalizacion(estacion.id);
  const guardada = lectura.data?.localizacion;
  const inicial = guardada
    ? guardada.lat !== null && guardada.lng !== null
      ? { lat: guardada.lat, lng: guardada.lng }
      : UBICACION_DEFECTO
    : null;
  return <EditorUbicacion key={inicial ? 'listo' : 'cargando'} estacion={estacion} inicial={inicial} onCerrar={onCerrar} />;
}

function EditorUbicacion({ estacion, inicial, onCerrar }: { estacion: TEmpresa; inicial: Coordenadas | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarLocalizacion();
  const [punto, setPunto] = useState<Coordenadas | null>(inicial);
  const [texto, setTexto] = useState(inicial ? { lat: String(inicial.lat), lng: String(inicial.lng) } : { lat: '', lng: '' });
  const editable = tiene('U');

  const mover = (p: Coordenadas) => {
    const r = { lat: redondear(p.lat), lng: redondear(p.lng) };
    setPunto(r);
    setTexto({ lat: String(r.lat), lng: String(r.lng) });
  };
  const escribir = (campo: 'lat' | 'lng', valor: string) => {
    const nuevo = { ...texto, [campo]: valor };
    setTexto(nuevo);
    const lat = Number(nuevo.lat);
    const lng = Number(nuevo.lng);
    if (nuevo.lat.trim() !== '' && nuevo.lng.trim() !== '' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) setPunto({ lat, lng });
  };
  const latValida = texto.lat.trim() !== '' && Math.abs(Number(texto.lat)) <= 90;
  const lngValida = texto.lng.trim() !== '' && Math.abs(Number(texto.lng)) <= 180;

  const enviar = async () => {
    if (!punto || !latValida || !lngValida) return;
    try {
      const r = await guardar.mutateAsync({ empresas_id: estacion.id, lat: punto.lat, lng: punto.lng });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      onCerrar();
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <Dialog open onClose={onCerrar} maxWidth="md" fullWidth aria-labelledby="titulo-ubicacion">
      <DialogTitle id="titulo-ubicacion">{t('estaciones.ubicacion.titulo', { estacion: estacion.alias })}</DialogTitle>
      <DialogContent>
        {!punto ? (
          <Box sx={{ display: 'grid', placeItems: 'center', blockSize: 320 }}>
            <CircularProgress aria-label={t('estaciones.ubicacion.cargando')} />
          </Box>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MapaUbicacion posicion={punto} onCambiar={editable ? mover : undefined} etiqueta={t('estaciones.ubicacion.mapa')} />
            {editable ? <Typography variant="body2">{t('estaciones.ubicacion.ayuda')}</Typography> : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('estaciones.ubicacion.latitud')}
                value={texto.lat}
                onChange={(e) => escribir('lat', e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !editable } }}
                error={!latValida}
                helperText={latValida ? undefined : t('estaciones.servidor.latitudNoValida')}
                fullWidth
              />
              <TextField
                label={t('estaciones.ubicacion.longitud')}
                value={texto.lng}
                onChange={(e) => escribir('lng', e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !editable } }}
                error={!lngValida}
                helperText={lngValida ? undefined : t('estaciones.servidor.longitudNoValida')}
                fullWidth
              />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('comun.cancelar')}</Button>
        {editable ? (
          <Button variant="contained" onClick={() => void enviar()} disabled={!punto || guardar.isPending || !latValida || !lngValida}>
            {t('formulario.guardar')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
