import Edit from '@mui/icons-material/EditOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Tune from '@mui/icons-material/TuneOutlined';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';
import type { TEmpresa } from '@eds/contracts/empresa/empresas';
import { BotonAccion } from '../../../components/acciones/boton-accion';

/** What a station row opens besides its form: the map, the business day, the features and the configuration copy. */
export type VistaEstacion = 'ubicacion' | 'dia' | 'funciones' | 'copia';

interface Props {
  estacion: TEmpresa;
  onEditar: (e: TEmpresa) => void;
  onAbrir: (e: TEmpresa, vista: VistaEstacion) => void;
}

/**
 * Editar (U), Ubicación (the map; moving it needs U), Día operativo and Acciones (U), Copiar configuración (X) of a
 * station row: SCREENS.md G02's form tabs, each opened on its own.
 */
export function AccionesEstacion({ estacion, onEditar, onAbrir }: Props) {
  const { t } = useTranslation();
  const de = { estacion: estacion.alias };
  return (
    <>
      <BotonAccion
        letra="U"
        etiqueta={t('lista.editarDe', { registro: estacion.alias })}
        icono={<Edit />}
        onClick={() => onEditar(estacion)}
      />
      <BotonAccion
        letra="R"
        etiqueta={t('estaciones.ubicacion.de', { registro: estacion.alias })}
        icono={<Place />}
        onClick={() => onAbrir(estacion, 'ubicacion')}
      />
      <BotonAccion letra="U" etiqueta={t('estaciones.operacion.diaDe', de)} icono={<Schedule />} onClick={() => onAbrir(estacion, 'dia')} />
      <BotonAccion
        letra="U"
        etiqueta={t('estaciones.operacion.accionesDe', de)}
        icono={<Tune />}
        onClick={() => onAbrir(estacion, 'funciones')}
      />
      <BotonAccion
        letra="X"
        etiqueta={t('estaciones.operacion.copiaDe', de)}
        icono={<ContentCopy />}
        onClick={() => onAbrir(estacion, 'copia')}
      />
    </>
  );
}
