import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZPerfilForm, tiposPerfilPermitidos, type TPerfil, type TPerfilForm, type TPerfilGuardar } from '@eds/contracts/perfiles/perfiles';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { useCrearPerfil, useEditarPerfil } from '../api/perfiles';

interface Props {
  /** The profile edited, or null to create one. */
  perfil: TPerfil | null;
  empresaId: number;
  onCerrar: () => void;
}

/** 'Crear perfil' / 'Editar perfil': Nombre and Tipo (the types the user's own type may assign). */
export function FormularioPerfil({ perfil, empresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const tipoUsuario = useUsuario().tipo;
  const crear = useCrearPerfil();
  const editar = useEditarPerfil();
  const form = useFormulario(ZPerfilForm, {
    defaultValues: { empresa_id: empresaId, descripcion: perfil?.descripcion ?? '', tipo: perfil?.tipo ?? '' },
  });
  const entidad = t('perfiles.entidad');

  const guardar = async (datos: TPerfilGuardar) => {
    const r = perfil ? await editar.mutateAsync({ ...datos, id: perfil.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(perfil ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  const tipos = tiposPerfilPermitidos(Number(tipoUsuario)).map((v) => ({ valor: v, texto: t(`perfiles.tipos.${v}`) }));

  return (
    <CajonFormulario
      abierto
      titulo={t(perfil ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TPerfilForm> nombre="descripcion" etiqueta="perfiles.campos.descripcion" requerido mayusculas maxLength={30} autoFocus />
      <CampoSeleccion<TPerfilForm> nombre="tipo" etiqueta="perfiles.campos.tipo" requerido opciones={tipos} vacio />
    </CajonFormulario>
  );
}
