import Edit from '@mui/icons-material/EditOutlined';
import Key from '@mui/icons-material/VpnKeyOutlined';
import { useTranslation } from 'react-i18next';
import type { TPerfil } from '@eds/contracts/perfiles/perfiles';
import { BotonAccion } from '../../../components/acciones/boton-accion';

interface Props {
  perfil: TPerfil;
  onEditar: (perfil: TPerfil) => void;
  onPermisos: (perfil: TPerfil) => void;
}

/** Editar (U) and Permisos (R: read-only on a profile the user holds) of a row. */
export function AccionesPerfil({ perfil, onEditar, onPermisos }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <BotonAccion
        letra="U"
        etiqueta={t('lista.editarDe', { registro: perfil.descripcion })}
        icono={<Edit />}
        deshabilitado={perfil.propio}
        onClick={() => onEditar(perfil)}
      />
      <BotonAccion
        letra="R"
        etiqueta={t('perfiles.permisosDe', { registro: perfil.descripcion })}
        icono={<Key />}
        onClick={() => onPermisos(perfil)}
      />
    </>
  );
}
