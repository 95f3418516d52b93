import { useEffect, useRef } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import AutoFixHigh from '@mui/icons-material/AutoFixHighOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { ZOrdenCompraForm, type TOrdenCompraDetalle, type TOrdenCompraForm } from '@eds/contracts/inventario';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import {
  useBodegasOrden,
  useGuardarOrden,
  useProductosOrden,
  useProveedoresOrden,
  useSugerir,
  type NegocioOrden,
} from '../api/ordenes-compra';
import { aplicarSugerencias, type LineaFormularioOrden } from '../lib/sugerencias';

/** The tax a new line starts with (IVA general, Estatuto Tributario art. 468). */
const IVA_DEFECTO = 19;
const lineaVacia = (): LineaFormularioOrden => ({ producto_id: null, cantidad: null, costo: null, iva_pct: IVA_DEFECTO });

/** Product lines: Producto*, Cantidad*, Costo*, IVA %; one line at least. */
function Lineas({ empresaId }: { empresaId: number }) {
  const { t } = useTranslation();
  const negocio = useWatch({ name: 'tipo_negocio' }) as NegocioOrden | null;
  const productos = useProductosOrden(empresaId, negocio);
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'lineas' });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('ordenesCompra.lineas')}</Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 110px 130px 80px auto', gap: 1, alignItems: 'start' }}>
          <CampoSeleccion<FieldValues>
            nombre={`lineas.${i}.producto_id`}
            etiqueta="ordenesCompra.campos.producto"
            opciones={productos.data ?? []}
            cargando={productos.isFetching}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.cantidad`} etiqueta="ordenesCompra.campos.cantidad" requerido />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.costo`} etiqueta="ordenesCompra.campos.costo" requerido />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.iva_pct`} etiqueta="ordenesCompra.campos.iva" />
          <IconButton aria-label={t('ordenesCompra.quitarLinea', { n: i + 1 })} onClick={() => remove(i)} disabled={fields.length === 1}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append(lineaVacia())} sx={{ alignSelf: 'start' }}>
        {t('ordenesCompra.agregarLinea')}
      </Button>
    </Stack>
  );
}

/** Estación, Bodega destino (of the station and business type) and `Sugerir`, which fills the lines up to each maximum. */
function Encabezado({ estaciones, cargandoEstaciones, negocioFijo }: Omit<PropsFormulario, 'orden' | 'onCerrar' | 'empresaUsuario'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { getValues, setValue } = useFormContext<FieldValues>();
  const empresa = useWatch({ name: 'empresa_id' }) as number | null;
  const negocio = useWatch({ name: 'tipo_negocio' }) as NegocioOrden | null;
  const bodegas = useBodegasOrden(empresa ?? null, negocio ?? null);
  const sugerir = useSugerir();
  // Another station or business type has other warehouses: the chosen one no longer applies.
  const anterior = useRef({ empresa, negocio });
  useEffect(() => {
    if (anterior.current.empresa === empresa && anterior.current.negocio === negocio) return;
    anterior.current = { empresa, negocio };
    setValue('bodega_id', null, { shouldDirty: true });
  }, [empresa, negocio, setValue]);
  const alSugerir = async () => {
    const bodega = getValues('bodega_id') as number | null;
    if (empresa === null || negocio === null || bodega === null) {
      enqueueSnackbar(t('ordenesCompra.sugerirRequiere'), { variant: 'warning' });
      return;
    }
    try {
      const sugerencias = await sugerir.mutateAsync({
        empresa_id: empresa,
        bodega_id: bodega,
        tipo_negocio: negocio,
        proveedor_id: (getValues('proveedor_id') as number | null) ?? null,
      });
      const n = sugerencias.filter((s) => s.cantidad > 0).length;
      if (n === 0) {
        enqueueSnackbar(t('ordenesCompra.sinSugerencias'), { variant: 'info' });
        return;
      }
      setValue('lineas', aplicarSugerencias(getValues('lineas') as LineaFormularioOrden[], sugerencias, IVA_DEFECTO), {
        shouldDirty: true,
      });
      enqueueSnackbar(t('ordenesCompra.sugeridos', { n }), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  return (
    <>
      {negocioFijo === null ? (
        <CampoSeleccion<FieldValues>
          nombre="tipo_negocio"
          etiqueta="ordenesCompra.campos.tipoNegocio"
          requerido
          opciones={(['S', 'K'] as const).map((n) => ({ valor: n, texto: t(`ordenesCompra.tipos.${n}`) }))}
        />
      ) : null}
      <CampoSeleccion<FieldValues>
        nombre="empresa_id"
        etiqueta="ordenesCompra.campos.estacion"
        requerido
        opciones={estaciones}
        cargando={cargandoEstaciones}
      />
      <CampoSeleccion<FieldValues>
        nombre="bodega_id"
        etiqueta="ordenesCompra.campos.bodega"
        requerido
        opciones={bodegas.data ?? []}
        cargando={bodegas.isFetching}
      />
      <Button
        variant="outlined"
        startIcon={<AutoFixHigh />}
        onClick={() => void alSugerir()}
        disabled={sugerir.isPending}
        sx={{ alignSelf: 'start' }}
      >
        {t('ordenesCompra.sugerir')}
      </Button>
    </>
  );
}

interface PropsFormulario {
  /** The edited draft; null to create. */
  orden: TOrdenCompraDetalle | null;
  /** The user's company: the business's suppliers and products are read through it. */
  empresaUsuario: number;
  estaciones: OpcionSeleccion[];
  cargandoEstaciones: boolean;
  /** The screen's business type (kiosk or store menus); null offers the choice. */
  negocioFijo: NegocioOrden | null;
  onCerrar: () => void;
}

/**
 * The purchase order's drawer (SCREENS G15 "Orden"): Proveedor*, Estación*, Bodega destino*, Fecha*, Fecha de
 * entrega* (≥ Fecha), Observaciones and the lines; `Sugerir` proposes what fills the warehouse up to each maximum.
 */
export function FormularioOrden({ orden, empresaUsuario, estaciones, cargandoEstaciones, negocioFijo, onCerrar }: PropsFormulario) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarOrden();
  const proveedores = useProveedoresOrden(empresaUsuario);
  const hoy = textoBogota(new Date()).slice(0, 10);
  const unica = estaciones.length === 1 ? Number(estaciones[0].valor) : null;
  const form = useFormulario(ZOrdenCompraForm, {
    defaultValues: {
      tipo_negocio: orden ? (orden.tipo_negocio as NegocioOrden) : (negocioFijo ?? undefined),
      empresa_id: orden?.empresa_id ?? unica,
      proveedor_id: orden?.proveedor_id ?? null,
      bodega_id: orden?.bodega_id ?? null,
      fecha: orden?.fecha ?? hoy,
      fecha_entrega: orden?.fecha_entrega ?? hoy,
      observaciones: orden?.observaciones ?? '',
      lineas: orden?.lineas.map((l) => ({ producto_id: l.producto_id, cantidad: l.cantidad, costo: l.costo, iva_pct: l.iva_pct })) ?? [
        lineaVacia(),
      ],
    },
  });
  const alGuardar = async (datos: TOrdenCompraForm) => {
    const r = await guardar.mutateAsync({ id: orden?.id ?? null, cuerpo: datos });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  const errorLineas = traducirMensaje(t, (form.formState.errors.lineas as { message?: string } | undefined)?.message);
  return (
    <CajonFormulario
      abierto
      amplio
      titulo={t(orden ? 'formulario.editar' : 'formulario.crear', { entidad: t('ordenesCompra.entidad') })}
      form={form}
      onEnviar={alGuardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<FieldValues>
        nombre="proveedor_id"
        etiqueta="ordenesCompra.campos.proveedor"
        requerido
        opciones={proveedores.data ?? []}
        cargando={proveedores.isPending}
      />
      <Encabezado estaciones={estaciones} cargandoEstaciones={cargandoEstaciones} negocioFijo={negocioFijo} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <CampoFecha<FieldValues> nombre="fecha" etiqueta="ordenesCompra.campos.fecha" requerido />
        <CampoFecha<FieldValues> nombre="fecha_entrega" etiqueta="ordenesCompra.campos.fechaEntrega" requerido />
      </Box>
      <Lineas empresaId={empresaUsuario} />
      {errorLineas ? (
        <Typography color="error" variant="caption" role="alert">
          {errorLineas}
        </Typography>
      ) : null}
      <CampoTexto<FieldValues> nombre="observaciones" etiqueta="ordenesCompra.campos.observaciones" multilinea maxLength={500} />
    </CajonFormulario>
  );
}
