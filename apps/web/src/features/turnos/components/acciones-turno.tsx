import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TTurno } from '@eds/contracts/turnos/horarios';
import { BotonAccion } from '../../../components/acciones/boton-accion';

interface Props {
  turno: TTurno;
  onEditar: (turno: TTurno) => void;
  onEliminar: (turno: TTurno) => void;
}

/** Editar (U) and Eliminar (D) of a row. */
export function AccionesTurno({ turno, onEditar, onEliminar }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <BotonAccion letra="U" etiqueta={t('lista.editarDe', { registro: turno.nombre })} icono={<Edit />} onClick={() => onEditar(turno)} />
      <BotonAccion
        letra="D"
        etiqueta={t('lista.eliminarDe', { registro: turno.nombre })}
        icono={<Delete />}
        color="error"
        onClick={() => onEliminar(turno)}
      />
    </>
  );
}
