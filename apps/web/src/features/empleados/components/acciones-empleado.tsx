import Edit from '@mui/icons-material/EditOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslation } from 'react-i18next';
import type { TEmpleado } from '@eds/contracts/usuarios/empleados';
import { BotonAccion } from '../../../components/acciones/boton-accion';

interface Props {
  empleado: TEmpleado;
  onEditar: (e: TEmpleado) => void;
  onAcceso: (e: TEmpleado) => void;
}

/** Editar (U) and Acceso (R: user, PIN POS, identifiers and photo; each change needs its own letter) of a row. */
export function AccionesEmpleado({ empleado, onEditar, onAcceso }: Props) {
  const { t } = useTranslation();
  const nombre = `${empleado.nombres} ${empleado.apellidos}`;
  return (
    <>
      <BotonAccion letra="U" etiqueta={t('lista.editarDe', { registro: nombre })} icono={<Edit />} onClick={() => onEditar(empleado)} />
      <BotonAccion
        letra="R"
        etiqueta={t('empleados.accesoDe', { registro: nombre })}
        icono={<ManageAccounts />}
        onClick={() => onAcceso(empleado)}
      />
    </>
  );
}
