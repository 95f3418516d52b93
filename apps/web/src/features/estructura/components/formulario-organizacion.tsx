import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  ZOrganizacionForm,
  type TOrganizacionFila,
  type TOrganizacionForm,
  type TOrganizacionGuardar,
} from '@eds/contracts/empresa/organizaciones';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePaises } from '../../../lib/ubicacion';
import { useGuardarOrganizacion } from '../api/organizaciones';

interface Props {
  /** The organization edited, or null to create one. */
  organizacion: TOrganizacionFila | null;
  onCerrar: () => void;
}

/** Crear/Editar organización (SCREENS.md G01): Nombre*, Código* (LEN ≤10, UNQ), País*, on the server's schema. */
export function FormularioOrganizacion({ organizacion, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarOrganizacion();
  const paises = usePaises();
  const form = useFormulario(ZOrganizacionForm, {
    defaultValues: {
      nombre: organizacion?.nombre ?? '',
      codigo: organizacion?.codigo ?? '',
      pais_id: organizacion?.pais_id ?? null,
    } as TOrganizacionForm,
  });

  const enviar = async (datos: TOrganizacionGuardar) => {
    const r = await guardar.mutateAsync(organizacion ? { ...datos, id: organizacion.id } : datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(organizacion ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(organizacion ? 'formulario.editar' : 'formulario.crear', { entidad: t('estructura.organizaciones.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TOrganizacionForm>
        nombre="nombre"
        etiqueta="estructura.organizaciones.campos.nombre"
        requerido
        mayusculas
        maxLength={100}
        autoFocus
      />
      <CampoTexto<TOrganizacionForm>
        nombre="codigo"
        etiqueta="estructura.organizaciones.campos.codigo"
        requerido
        mayusculas
        maxLength={10}
      />
      <CampoSeleccion<TOrganizacionForm>
        nombre="pais_id"
        etiqueta="estructura.organizaciones.campos.pais"
        requerido
        opciones={paises.data ?? []}
        cargando={paises.isFetching}
      />
    </CajonFormulario>
  );
}
