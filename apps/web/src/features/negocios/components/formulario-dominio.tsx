import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPOS_DOMINIO } from '@eds/contracts/constantes';
import {
  FORMATOS_NUMERO,
  LOGO_MAXIMO_BYTES,
  MENSAJES_NEGOCIO,
  ZDominioForm,
  type TDominioDetalle,
  type TDominioForm,
  type TDominioGuardar,
} from '@eds/contracts/empresa/negocios';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoImagen } from '../../../components/formulario/campo-imagen';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarDominio } from '../api/negocios';

interface Props {
  /** The domain edited (read with its logo), or null to create one. */
  dominio: TDominioDetalle | null;
  onCerrar: () => void;
}

/**
 * Crear/Editar dominio (SCREENS.md G01, tab Dominios): Host* (unique in every business), Alias*, Tipo* (the theme),
 * color1/color2 (hex), Logo (≤1 MB), Copyright, Formato numérico.
 */
export function FormularioDominio({ dominio, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarDominio();
  const form = useFormulario(ZDominioForm, {
    defaultValues: {
      host: dominio?.host ?? '',
      alias: dominio?.alias ?? '',
      tipo: dominio?.tipo ?? 'DATAGAS',
      color1: dominio?.color1 ?? '#1a237e',
      color2: dominio?.color2 ?? '#ff6f00',
      logo: dominio?.logo ?? null,
      copyright: dominio?.copyright ?? '',
      formato_numero: dominio?.formato_numero ?? 'COP',
    },
  });

  const enviar = async (datos: TDominioGuardar) => {
    const r = await guardar.mutateAsync({ id: dominio?.id ?? null, datos });
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(dominio ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(dominio ? 'formulario.editar' : 'formulario.crear', { entidad: t('negocios.dominios.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TDominioForm> nombre="host" etiqueta="negocios.dominios.campos.host" requerido maxLength={253} autoFocus />
      <CampoTexto<TDominioForm> nombre="alias" etiqueta="negocios.dominios.campos.alias" requerido mayusculas maxLength={30} />
      <CampoSeleccion<TDominioForm>
        nombre="tipo"
        etiqueta="negocios.dominios.campos.tipo"
        requerido
        opciones={TIPOS_DOMINIO.map((tipo) => ({ valor: tipo, texto: tipo }))}
      />
      <CampoTexto<TDominioForm>
        nombre="color1"
        etiqueta="negocios.dominios.campos.color1"
        maxLength={7}
        ayuda="negocios.dominios.ayudaColor"
      />
      <CampoTexto<TDominioForm>
        nombre="color2"
        etiqueta="negocios.dominios.campos.color2"
        maxLength={7}
        ayuda="negocios.dominios.ayudaColor"
      />
      <CampoImagen<TDominioForm>
        nombre="logo"
        etiqueta="negocios.dominios.campos.logo"
        maximoBytes={LOGO_MAXIMO_BYTES}
        mensajeGrande={MENSAJES_NEGOCIO.logoGrande}
        ayuda="negocios.dominios.ayudaLogo"
      />
      <CampoTexto<TDominioForm> nombre="copyright" etiqueta="negocios.dominios.campos.copyright" maxLength={100} />
      <CampoSeleccion<TDominioForm>
        nombre="formato_numero"
        etiqueta="negocios.dominios.campos.formatoNumero"
        requerido
        opciones={FORMATOS_NUMERO.map((f) => ({ valor: f, texto: t(`negocios.formatosNumero.${f}`) }))}
      />
    </CajonFormulario>
  );
}
