import Edit from '@mui/icons-material/EditOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { TEmpresa } from '@eds/contracts/empresa/empresas';
import { BotonAccion } from '../../../components/acciones/boton-accion';

interface Props {
  estacion: TEmpresa;
  onEditar: (e: TEmpresa) => void;
  onUbicacion: (e: TEmpresa) => void;
}

/** Editar (U) and Ubicación (the map; moving it needs U) of a station row. */
export function AccionesEstacion({ estacion, onEditar, onUbicacion }: Props) {
  const { t } = useTranslation();
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
        onClick={() => onUbicacion(estacion)}
      />
    </>
  );
}
