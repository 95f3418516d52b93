import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  TIPOS_HOMOLOGACION,
  ZHomologacionForm,
  type THomologacion,
  type THomologacionForm,
  type THomologacionGuardar,
  type TipoHomologacion,
} from '@eds/contracts/conciliacion/contabilidad';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { apiHomologaciones, useReferenciasHomologables } from '../api/homologaciones';

interface Props {
  /** The mapping edited, or null to create one. */
  homologacion: THomologacion | null;
  empresaId: number;
  onCerrar: () => void;
}

/** The record mapped: the active stations, products, payment methods or customers of the kind chosen. */
function CampoReferencia({ empresaId, actual }: { empresaId: number; actual: THomologacion | null }) {
  const { control, setValue } = useFormContext<THomologacionForm>();
  const tipo = useWatch({ control, name: 'tipo' }) as TipoHomologacion | null;
  const referencias = useReferenciasHomologables(tipo ?? null, empresaId);
  const previo = useRef(tipo);
  useEffect(() => {
    // Another kind: the record chosen belongs to the previous one.
    if (previo.current !== tipo) setValue('referencia_id', null, { shouldDirty: true });
    previo.current = tipo;
  }, [tipo, setValue]);
  const opciones = (referencias.data ?? []).map((r) => ({ valor: r.id, texto: r.descripcion }));
  // An inactive record being edited still shows its name.
  if (actual && actual.tipo === tipo && !opciones.some((o) => o.valor === actual.referencia_id))
    opciones.unshift({ valor: actual.referencia_id, texto: actual.referencia });
  return (
    <CampoSeleccion<THomologacionForm>
      nombre="referencia_id"
      etiqueta="contabilidad.campos.referencia"
      opciones={opciones}
      requerido
      cargando={tipo !== null && referencias.isPending}
      deshabilitado={tipo === null}
    />
  );
}

/** 'Crear homologación' / 'Editar homologación': kind*, record*, SAP code*, description. */
export function FormularioHomologacion({ homologacion, empresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = apiHomologaciones.useCrear();
  const editar = apiHomologaciones.useEditar();
  const form = useFormulario(ZHomologacionForm, {
    defaultValues: {
      empresa_id: empresaId,
      tipo: homologacion?.tipo ?? (null as never),
      referencia_id: homologacion?.referencia_id ?? null,
      codigo_externo: homologacion?.codigo_externo ?? '',
      descripcion: homologacion?.descripcion ?? '',
    },
  });

  const guardar = async (datos: THomologacionGuardar) => {
    const r = homologacion ? await editar.mutateAsync({ ...datos, id: homologacion.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(homologacion ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  const tipos = TIPOS_HOMOLOGACION.map((x) => ({ valor: x, texto: t(`contabilidad.tiposHomologacion.${x}`) }));

  return (
    <CajonFormulario
      abierto
      titulo={t(homologacion ? 'formulario.editar' : 'formulario.crear', { entidad: t('contabilidad.sap.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<THomologacionForm> nombre="tipo" etiqueta="contabilidad.campos.tipo" opciones={tipos} requerido />
      <CampoReferencia empresaId={empresaId} actual={homologacion} />
      <CampoTexto<THomologacionForm>
        nombre="codigo_externo"
        etiqueta="contabilidad.campos.codigoExterno"
        requerido
        mayusculas
        maxLength={20}
        ayuda="contabilidad.ayudas.codigoExterno"
      />
      <CampoTexto<THomologacionForm> nombre="descripcion" etiqueta="contabilidad.campos.descripcion" mayusculas maxLength={60} />
    </CajonFormulario>
  );
}
