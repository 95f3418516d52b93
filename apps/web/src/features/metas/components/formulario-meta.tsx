import { useEffect, useMemo, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DISTRIBUCIONES_META,
  TIPOS_META,
  UNIDADES_META,
  ZMetaForm,
  type TMeta,
  type TMetaForm,
  type TMetaGuardar,
} from '@eds/contracts/metas/metas';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearMeta, useEditarMeta, useOpcionesMeta } from '../api/metas';
import { DiasManuales } from './dias-manuales';
import '../lib/mensajes-meta';

interface Props {
  /** The goal edited, or null to create one. */
  meta: TMeta | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  estacionInicial: number | null;
  onCerrar: () => void;
}

/**
 * 'Crear meta' / 'Editar meta': Estación, Año, Mes, Tipo (COMBUSTIBLE in gallons or pesos, CANASTILLA and KIOSCO in
 * pesos), Producto/categoría (optional), Meta and Distribución, with the day-by-day editor for MANUAL.
 */
export function FormularioMeta({ meta, estaciones, cargandoEstaciones, estacionInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearMeta();
  const editar = useEditarMeta();
  const opciones = useOpcionesMeta();
  const hoy = new Date();
  const form = useFormulario(ZMetaForm, {
    defaultValues: {
      empresa_id: meta?.empresa_id ?? estacionInicial,
      anio: meta?.anio ?? hoy.getFullYear(),
      mes: meta?.mes ?? hoy.getMonth() + 1,
      tipo: meta?.tipo ?? 'COMBUSTIBLE',
      unidad: meta?.unidad ?? 'GALONES',
      producto_id: meta?.producto_id ?? null,
      categoria_id: meta?.categoria_id ?? null,
      meta: meta?.meta ?? null,
      distribucion: meta?.distribucion ?? 'UNIFORME',
      dias: meta?.dias ?? [],
    } as unknown as TMetaForm,
  });
  const [tipo, distribucion] = useWatch({ control: form.control, name: ['tipo', 'distribucion'] });

  // Canastilla and kiosco goals are in pesos, and a fuel goal is for a product, a shop goal for a category.
  const tipoPrevio = useRef(tipo);
  useEffect(() => {
    if (tipoPrevio.current === tipo) return;
    tipoPrevio.current = tipo;
    if (tipo !== 'COMBUSTIBLE') form.setValue('unidad', 'VALOR');
    form.setValue('producto_id', null);
    form.setValue('categoria_id', null);
  }, [tipo, form]);

  const meses = useMemo(() => Array.from({ length: 12 }, (_, i) => ({ valor: i + 1, texto: t(`metas.meses.${i + 1}`) })), [t]);
  const tipos = useMemo(() => TIPOS_META.map((x) => ({ valor: x, texto: t(`metas.tipos.${x}`) })), [t]);
  const unidades = useMemo(
    () => UNIDADES_META.filter((u) => tipo === 'COMBUSTIBLE' || u === 'VALOR').map((x) => ({ valor: x, texto: t(`metas.unidades.${x}`) })),
    [t, tipo],
  );
  const distribuciones = useMemo(() => DISTRIBUCIONES_META.map((x) => ({ valor: x, texto: t(`metas.distribuciones.${x}`) })), [t]);
  const productos = useMemo(() => (opciones.data?.productos ?? []).map((p) => ({ valor: p.id, texto: p.descripcion })), [opciones.data]);
  const categorias = useMemo(
    () => (opciones.data?.categorias ?? []).filter((c) => c.tipo === tipo).map((c) => ({ valor: c.id, texto: c.descripcion })),
    [opciones.data, tipo],
  );
  const entidad = t('metas.entidad');

  const guardar = async (datos: TMetaGuardar) => {
    const r = meta ? await editar.mutateAsync({ ...datos, id: meta.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(meta ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(meta ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TMetaForm>
        nombre="empresa_id"
        etiqueta="metas.campos.estacion"
        requerido
        opciones={estaciones}
        cargando={cargandoEstaciones}
      />
      <CampoNumero<TMetaForm> nombre="anio" etiqueta="metas.campos.anio" requerido entero />
      <CampoSeleccion<TMetaForm> nombre="mes" etiqueta="metas.campos.mes" requerido opciones={meses} />
      <CampoSeleccion<TMetaForm> nombre="tipo" etiqueta="metas.campos.tipo" requerido opciones={tipos} />
      <CampoSeleccion<TMetaForm> nombre="unidad" etiqueta="metas.campos.unidad" requerido opciones={unidades} />
      {tipo === 'COMBUSTIBLE' ? (
        <CampoSeleccion<TMetaForm>
          nombre="producto_id"
          etiqueta="metas.campos.productoCategoria"
          opciones={productos}
          cargando={opciones.isPending}
          vacio={t('metas.general')}
          ayuda="metas.ayudaProducto"
        />
      ) : (
        <CampoSeleccion<TMetaForm>
          nombre="categoria_id"
          etiqueta="metas.campos.productoCategoria"
          opciones={categorias}
          cargando={opciones.isPending}
          vacio={t('metas.general')}
          ayuda="metas.ayudaProducto"
        />
      )}
      <CampoNumero<TMetaForm> nombre="meta" etiqueta="metas.campos.meta" requerido />
      <CampoSeleccion<TMetaForm> nombre="distribucion" etiqueta="metas.campos.distribucion" requerido opciones={distribuciones} />
      {distribucion === 'MANUAL' ? <DiasManuales /> : null}
    </CajonFormulario>
  );
}
