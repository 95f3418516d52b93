import { Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { TUnidad } from '@eds/contracts/configuracion/unidades';
import { BotonAccion } from '../../../components/acciones/boton-accion';

interface Props {
  unidad: TUnidad;
  onEditar: (unidad: TUnidad) => void;
  onEliminar: (unidad: TUnidad) => void;
}

/** Editar (U) and Eliminar (D) of a row; a system unit is read-only and says so. */
export function AccionesUnidad({ unidad, onEditar, onEliminar }: Props) {
  const { t } = useTranslation();
  if (unidad.sistema) {
    return (
      <Tooltip title={t('unidades.deSistema')}>
        <Lock fontSize="small" color="disabled" aria-label={t('unidades.deSistema')} role="img" />
      </Tooltip>
    );
  }
  return (
    <>
      <BotonAccion
        letra="U"
        etiqueta={t('lista.editarDe', { registro: unidad.codigo })}
        icono={<Edit />}
        onClick={() => onEditar(unidad)}
      />
      <BotonAccion
        letra="D"
        etiqueta={t('lista.eliminarDe', { registro: unidad.codigo })}
        icono={<Delete />}
        color="error"
        onClick={() => onEliminar(unidad)}
      />
    </>
  );
}
