import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import { useTranslation } from 'react-i18next';
import type { TSobre } from '@eds/contracts/turnos/sobres';
import { BotonAccion } from '../../../components/acciones/boton-accion';

interface Props {
  sobre: TSobre;
  onVerificar: (sobre: TSobre) => void;
  onEditar: (sobre: TSobre) => void;
  onEliminar: (sobre: TSobre) => void;
}

/** Verificar and Editar (U) and Eliminar (D) of a row; an envelope already counted is only counted again. */
export function AccionesSobre({ sobre, onVerificar, onEditar, onEliminar }: Props) {
  const { t } = useTranslation();
  const registro = t('turnos.sobres.registro', { numero: sobre.numero });
  const contado = sobre.estado !== 'REGISTRADO';
  return (
    <>
      <BotonAccion
        letra="U"
        etiqueta={t('turnos.sobres.verificarDe', { registro })}
        icono={<FactCheck />}
        color="primary"
        onClick={() => onVerificar(sobre)}
      />
      <BotonAccion
        letra="U"
        etiqueta={t('lista.editarDe', { registro })}
        icono={<Edit />}
        deshabilitado={contado}
        onClick={() => onEditar(sobre)}
      />
      <BotonAccion
        letra="D"
        etiqueta={t('lista.eliminarDe', { registro })}
        icono={<Delete />}
        color="error"
        deshabilitado={contado}
        onClick={() => onEliminar(sobre)}
      />
    </>
  );
}
