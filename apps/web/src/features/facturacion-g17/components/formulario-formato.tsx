import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  FORMATOS_PAPEL,
  NOMBRE_FORMATO_PAPEL,
  ZFormatoForm,
  type TFormato,
  type TFormatoForm,
  type TFormatoGuardar,
} from '@eds/contracts/facturacion/formatos';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearFormato, useEditarFormato } from '../api/formatos';
import { VistaPreviaFormato } from './vista-previa-formato';

interface Props {
  formato: TFormato | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  onCerrar: () => void;
}

/** 'Crear formato de factura' / 'Editar …': Descripción, Formato, Encabezado, Pie (≤500), Leyendas, Copias (1–3), Estaciones, with a live preview. */
export function FormularioFormato({ formato, estaciones, cargandoEstaciones, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearFormato();
  const editar = useEditarFormato();
  const form = useFormulario(ZFormatoForm, {
    defaultValues: {
      descripcion: formato?.descripcion ?? '',
      formato: formato?.formato ?? '',
      encabezado: formato?.encabezado ?? '',
      pie: formato?.pie ?? '',
      leyendas: formato?.leyendas ?? '',
      copias: formato?.copias ?? 1,
      estaciones: formato?.estaciones.map((e) => e.id) ?? [],
    } as unknown as TFormatoForm,
  });
  const [papel, encabezado, pie, leyendas, copias] = useWatch({
    control: form.control,
    name: ['formato', 'encabezado', 'pie', 'leyendas', 'copias'],
  });
  const entidad = t('facturacionG17.formatos.entidad');

  const guardar = async (datos: TFormatoGuardar) => {
    const r = formato ? await editar.mutateAsync({ ...datos, id: formato.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(formato ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(formato ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TFormatoForm>
        nombre="descripcion"
        etiqueta="facturacionG17.formatos.campos.descripcion"
        requerido
        mayusculas
        maxLength={60}
        autoFocus
      />
      <CampoSeleccion<TFormatoForm>
        nombre="formato"
        etiqueta="facturacionG17.formatos.campos.formato"
        requerido
        opciones={FORMATOS_PAPEL.map((x) => ({
          valor: x,
          texto: t(`facturacionG17.papeles.${x}`, { defaultValue: NOMBRE_FORMATO_PAPEL[x] }),
        }))}
      />
      <CampoTexto<TFormatoForm> nombre="encabezado" etiqueta="facturacionG17.formatos.campos.encabezado" multilinea maxLength={500} />
      <CampoTexto<TFormatoForm> nombre="pie" etiqueta="facturacionG17.formatos.campos.pie" multilinea maxLength={500} />
      <CampoTexto<TFormatoForm> nombre="leyendas" etiqueta="facturacionG17.formatos.campos.leyendas" multilinea maxLength={1000} />
      <CampoNumero<TFormatoForm> nombre="copias" etiqueta="facturacionG17.formatos.campos.copias" requerido entero />
      <CampoSeleccionMultiple<TFormatoForm>
        nombre="estaciones"
        etiqueta="facturacionG17.formatos.campos.estaciones"
        opciones={estaciones}
        cargando={cargandoEstaciones}
      />
      <VistaPreviaFormato
        formato={papel}
        encabezado={typeof encabezado === 'string' ? encabezado : ''}
        pie={typeof pie === 'string' ? pie : ''}
        leyendas={typeof leyendas === 'string' ? leyendas : ''}
        copias={copias as number | string | null}
      />
    </CajonFormulario>
  );
}
