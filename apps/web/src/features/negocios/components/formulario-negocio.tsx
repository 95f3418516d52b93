import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { ZNegocioForm, type TNegocioFila, type TNegocioForm, type TNegocioGuardar } from '@eds/contracts/empresa/negocios';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePaises } from '../../../lib/ubicacion';
import { useGuardarNegocio } from '../api/negocios';

interface Props {
  negocio: TNegocioFila;
  onCerrar: () => void;
}

/** Editar negocio (SCREENS.md G01): Nombre* (≤30), NIT* (NIT), Razón social*, Tipo* (businessType), País*. */
export function FormularioNegocio({ negocio, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarNegocio();
  const paises = usePaises();
  const form = useFormulario(ZNegocioForm, {
    defaultValues: {
      nombre: negocio.nombre,
      nit: negocio.nit,
      razon_social: negocio.razon_social ?? '',
      tipo: negocio.tipo ?? null,
      pais_id: negocio.pais_id ?? null,
    } as unknown as TNegocioForm,
  });

  const enviar = async (datos: TNegocioGuardar) => {
    const r = await guardar.mutateAsync({ id: negocio.id, datos });
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t('mensajesCatalogo.editado'), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t('formulario.editar', { entidad: t('negocios.negocio.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TNegocioForm> nombre="nombre" etiqueta="negocios.negocio.campos.nombre" requerido mayusculas maxLength={30} autoFocus />
      <CampoTexto<TNegocioForm> nombre="nit" etiqueta="negocios.negocio.campos.nit" requerido maxLength={20} inputMode="numeric" />
      <CampoTexto<TNegocioForm> nombre="razon_social" etiqueta="negocios.negocio.campos.razonSocial" requerido mayusculas maxLength={150} />
      <CampoSeleccion<TNegocioForm>
        nombre="tipo"
        etiqueta="negocios.negocio.campos.tipo"
        requerido
        opciones={TIPOS_NEGOCIO.map((tipo) => ({ valor: tipo, texto: t(`negocios.tiposNegocio.${tipo}`) }))}
      />
      <CampoSeleccion<TNegocioForm>
        nombre="pais_id"
        etiqueta="negocios.negocio.campos.pais"
        requerido
        opciones={paises.data ?? []}
        cargando={paises.isFetching}
      />
    </CajonFormulario>
  );
}
