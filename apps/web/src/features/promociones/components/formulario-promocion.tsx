import { useMemo } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useFieldArray, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIPOS_PROMOCION, ZPromocionForm, type TPromocion, type TPromocionForm } from '@eds/contracts/comercial';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearPromocion, useEditarPromocion, useGruposPromocion, useProductosPromocion } from '../api/promociones';
import '../lib/mensajes-promociones';

/** Productos*: one line per product with its quantity (the quantity a COMBO holds; 1 otherwise). */
function ProductosPromocion({ negocio }: { negocio: TipoNegocio }) {
  const { t } = useTranslation();
  const productos = useProductosPromocion(negocio);
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'productos' });
  const { errors } = useFormState<FieldValues>({ name: 'productos' });
  const error = errors.productos as { message?: string; root?: { message?: string } } | undefined;
  const mensaje = traducirMensaje(t, error?.message ?? error?.root?.message);
  const opciones = (productos.data ?? []).map((p) => ({ valor: p.id, texto: `${p.codigo} ${p.descripcion}` }));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={t('promociones.campos.productos')}>
      <Typography component="legend" variant="subtitle2">
        {t('promociones.campos.productos')} *
      </Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 110px auto', gap: 1, alignItems: 'start' }}>
          <CampoSeleccion<FieldValues>
            nombre={`productos.${i}.producto_id`}
            etiqueta="promociones.campos.producto"
            opciones={opciones}
            cargando={productos.isPending}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`productos.${i}.cantidad`} etiqueta="promociones.campos.cantidad" requerido />
          <IconButton aria-label={t('promociones.quitarProducto', { n: i + 1 })} onClick={() => remove(i)}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append({ producto_id: null, cantidad: 1 })} sx={{ alignSelf: 'start' }}>
        {t('promociones.agregarProducto')}
      </Button>
      {mensaje ? (
        <Typography variant="body2" color="error" role="alert">
          {mensaje}
        </Typography>
      ) : null}
    </Stack>
  );
}

interface Props {
  /** The promotion edited, or null to create one. */
  promocion: TPromocion | null;
  /** The screen's business type: C fuel, K kiosk, S store. */
  negocio: TipoNegocio;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  onCerrar: () => void;
}

/**
 * 'Crear promoción' / 'Editar promoción' (SCREENS.md G18): Nombre*, Tipo* (PAGUE N LLEVE M with N and M, % DESCUENTO,
 * PRECIO FIJO, COMBO with Valor*), Productos*, Vigencia* (desde–hasta), Días and horas (none = always), Estaciones*.
 * The business type is the screen's.
 */
export function FormularioPromocion({ promocion, negocio, estaciones, cargandoEstaciones, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearPromocion();
  const grupos = useGruposPromocion();
  const editar = useEditarPromocion();
  const form = useFormulario(ZPromocionForm, {
    defaultValues: {
      nombre: promocion?.nombre ?? '',
      tipo: promocion?.tipo ?? null,
      valor: promocion?.valor ?? null,
      pague_n: promocion?.pague_n ?? null,
      lleve_m: promocion?.lleve_m ?? null,
      fecha_inicio: promocion?.fecha_inicio ?? null,
      fecha_fin: promocion?.fecha_fin ?? null,
      dias: promocion?.dias ?? [],
      hora_inicio: promocion?.hora_inicio ?? '',
      hora_fin: promocion?.hora_fin ?? '',
      tipos_negocio: promocion?.tipos_negocio ?? [negocio],
      productos: promocion?.productos.map((p) => ({ producto_id: p.producto_id, cantidad: p.cantidad })) ?? [],
      grupo_id: promocion?.grupo?.id ?? null,
      estaciones: promocion?.estaciones.map((e) => e.id) ?? (estaciones.length === 1 ? [Number(estaciones[0].valor)] : []),
    } as unknown as TPromocionForm,
  });
  const tipo = useWatch({ control: form.control, name: 'tipo' }) as TPromocionForm['tipo'] | null;
  const tipos = useMemo(() => TIPOS_PROMOCION.map((x) => ({ valor: x, texto: t(`promociones.tipos.${x}`) })), [t]);
  const dias = useMemo(() => [1, 2, 3, 4, 5, 6, 7].map((d) => ({ valor: d, texto: t(`promociones.dias.${d}`) })), [t]);
  const entidad = t('promociones.entidad');

  const guardar = async (datos: TPromocionForm) => {
    // PAGUE N LLEVE M has no value of its own; the other types have no N and M.
    const cuerpo = datos.tipo === 'PAGUE N LLEVE M' ? { ...datos, valor: 0 } : { ...datos, pague_n: undefined, lleve_m: undefined };
    const r = promocion ? await editar.mutateAsync({ ...cuerpo, id: promocion.id }) : await crear.mutateAsync(cuerpo);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(promocion ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(promocion ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TPromocionForm> nombre="nombre" etiqueta="promociones.campos.nombre" requerido mayusculas maxLength={60} autoFocus />
      <CampoSeleccion<TPromocionForm> nombre="tipo" etiqueta="promociones.campos.tipo" requerido opciones={tipos} />
      {tipo === 'PAGUE N LLEVE M' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <CampoNumero<TPromocionForm> nombre="pague_n" etiqueta="promociones.campos.pagueN" requerido entero />
          <CampoNumero<TPromocionForm> nombre="lleve_m" etiqueta="promociones.campos.lleveM" requerido entero />
        </Box>
      ) : (
        <CampoNumero<TPromocionForm>
          nombre="valor"
          etiqueta="promociones.campos.valor"
          requerido
          ayuda={tipo ? `promociones.ayudaValor.${tipo}` : undefined}
        />
      )}
      <ProductosPromocion negocio={negocio} />
      <CampoSeleccion<TPromocionForm>
        nombre="grupo_id"
        etiqueta="promociones.campos.grupo"
        vacio
        ayuda="promociones.ayudaGrupo"
        cargando={grupos.isPending}
        opciones={(grupos.data ?? []).map((g) => ({ valor: g.id, texto: g.nombre }))}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <CampoFecha<TPromocionForm> nombre="fecha_inicio" etiqueta="promociones.campos.fechaInicio" requerido />
        <CampoFecha<TPromocionForm> nombre="fecha_fin" etiqueta="promociones.campos.fechaFin" requerido />
      </Box>
      <CampoSeleccionMultiple<TPromocionForm>
        nombre="dias"
        etiqueta="promociones.campos.dias"
        opciones={dias}
        ayuda="promociones.ayudaDias"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <CampoTexto<TPromocionForm>
          nombre="hora_inicio"
          etiqueta="promociones.campos.horaInicio"
          maxLength={5}
          inputMode="numeric"
          ayuda="promociones.ayudaHora"
        />
        <CampoTexto<TPromocionForm>
          nombre="hora_fin"
          etiqueta="promociones.campos.horaFin"
          maxLength={5}
          inputMode="numeric"
          ayuda="promociones.ayudaHora"
        />
      </Box>
      <CampoSeleccionMultiple<TPromocionForm>
        nombre="estaciones"
        etiqueta="promociones.campos.estaciones"
        opciones={estaciones}
        cargando={cargandoEstaciones}
        todas="promociones.todasEstaciones"
        requerido
      />
    </CajonFormulario>
  );
}
