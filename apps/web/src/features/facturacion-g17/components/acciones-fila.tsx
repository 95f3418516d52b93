import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { BotonAccion } from '../../../components/acciones/boton-accion';

/** Editar (U) of a row. */
export function AccionEditar({ nombre, onEditar }: { nombre: string; onEditar: () => void }) {
  const { t } = useTranslation();
  return <BotonAccion letra="U" etiqueta={t('lista.editarDe', { registro: nombre })} icono={<Edit />} onClick={onEditar} />;
}
