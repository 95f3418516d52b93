import type { FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZMotivo, type TMotivo } from '@eds/contracts/inventario';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCerrarOAnularOrden } from '../api/ordenes-compra';

/** `Cerrar` (A) or `Anular` (N) an order: the reason is required; a refusal (goods already received) stays in the drawer. */
export function FormularioMotivo({
  id,
  consecutivo,
  accion,
  onCerrar,
}: {
  id: number;
  consecutivo: number;
  accion: 'cerrar' | 'anular';
  onCerrar: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const cambiar = useCerrarOAnularOrden();
  const form = useFormulario(ZMotivo, { defaultValues: { motivo: '' } });
  const enviar = async (cuerpo: TMotivo) => {
    const r = await cambiar.mutateAsync({ id, accion, cuerpo });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(accion === 'cerrar' ? 'ordenesCompra.cerrarDe' : 'ordenesCompra.anularDe', { consecutivo })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<FieldValues> nombre="motivo" etiqueta="ordenesCompra.campos.motivo" requerido multilinea maxLength={500} mayusculas />
    </CajonFormulario>
  );
}
