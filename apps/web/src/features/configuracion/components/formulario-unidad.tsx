import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZUnidadForm, type TUnidad, type TUnidadForm, type TUnidadGuardar } from '@eds/contracts/configuracion/unidades';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearUnidad } from '../api/crear-unidad';
import { useEditarUnidad } from '../api/editar-unidad';
import { useOpcionesUnidad } from '../api/opciones-unidad';

interface Props {
  /** The unit edited, or null to create one. */
  unidad: TUnidad | null;
  empresaId: number;
  onCerrar: () => void;
}

function valoresIniciales(unidad: TUnidad | null, empresaId: number): TUnidadForm {
  return {
    empresa_id: empresaId,
    codigo: unidad?.codigo ?? '',
    descripcion: unidad?.descripcion ?? '',
    abreviatura: unidad?.abreviatura ?? '',
    codigo_dian: unidad?.codigo_dian ?? '',
    unidad_base_id: unidad?.unidad_base_id ?? null,
    factor: unidad?.factor ?? null,
  };
}

/** 'Crear unidad de medida' / 'Editar unidad de medida': the drawer form on the contract's schema. */
export function FormularioUnidad({ unidad, empresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearUnidad();
  const editar = useEditarUnidad();
  const opciones = useOpcionesUnidad(empresaId);
  const form = useFormulario(ZUnidadForm, { defaultValues: valoresIniciales(unidad, empresaId) });
  const entidad = t('unidades.entidad');

  const guardar = async (datos: TUnidadGuardar) => {
    const r = unidad ? await editar.mutateAsync({ ...datos, id: unidad.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(unidad ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  const bases = (opciones.data ?? [])
    .filter((o) => o.id !== unidad?.id)
    .map((o) => ({ valor: o.id, texto: `${o.descripcion} (${o.abreviatura})` }));

  return (
    <CajonFormulario
      abierto
      titulo={t(unidad ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TUnidadForm> nombre="codigo" etiqueta="unidades.campos.codigo" requerido mayusculas maxLength={10} autoFocus />
      <CampoTexto<TUnidadForm> nombre="descripcion" etiqueta="unidades.campos.descripcion" requerido mayusculas maxLength={30} />
      <CampoTexto<TUnidadForm> nombre="abreviatura" etiqueta="unidades.campos.abreviatura" requerido mayusculas maxLength={5} />
      <CampoTexto<TUnidadForm>
        nombre="codigo_dian"
        etiqueta="unidades.campos.codigoDian"
        requerido
        mayusculas
        maxLength={3}
        ayuda="unidades.ayudaCodigoDian"
      />
      <CampoSeleccion<TUnidadForm>
        nombre="unidad_base_id"
        etiqueta="unidades.campos.unidadBase"
        opciones={bases}
        vacio
        cargando={opciones.isPending}
      />
      <CampoNumero<TUnidadForm> nombre="factor" etiqueta="unidades.campos.factor" requerido ayuda="unidades.ayudaFactor" />
    </CajonFormulario>
  );
}
