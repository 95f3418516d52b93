import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { ZDocumentoForm, type TDocumentoForm } from '@eds/contracts/inventario';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoBusqueda } from '../../../components/formulario/campo-busqueda';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import {
  useBodegasEstacion,
  useOrdenCompra,
  useOrdenesPendientes,
  useProductosDocumento,
  useProveedoresDocumento,
  useRegistrarDocumento,
} from '../api/documentos';
import {
  CONCEPTOS_SALIDA,
  CONFIG_DOCUMENTO,
  NEGOCIOS_DOCUMENTO,
  lineasDeOrden,
  type NegocioDocumento,
  type TipoPantallaDocumento,
} from '../lib/documentos';

const LINEA_VACIA = { producto_id: null, cantidad: null, costo_unitario: null };

/** The station's goods warehouses, as options. */
function useOpcionesBodega(empresa: number | null): { opciones: OpcionSeleccion[]; cargando: boolean } {
  const bodegas = useBodegasEstacion(empresa);
  const opciones = useMemo(() => (bodegas.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` })), [bodegas.data]);
  return { opciones, cargando: empresa !== null && bodegas.isPending };
}

/** Proveedor*, N° factura* and the purchase order whose pending lines fill the grid (an entry). */
function CamposProveedor() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const { setValue, getValues } = useFormContext();
  const [empresa, proveedor] = useWatch({ name: ['empresa_id', 'proveedor_id'] }) as [number | null, number | null];
  const proveedores = useProveedoresDocumento(usuario.empresas_id);
  const ordenes = useOrdenesPendientes(empresa ?? null, proveedor ?? null);
  const [ordenId, setOrdenId] = useState<number | null>(null);
  const orden = useOrdenCompra(ordenId);
  useEffect(() => {
    if (!orden.data || orden.data.id !== ordenId) return;
    setValue('orden_compra_id', orden.data.id, { shouldDirty: true });
    setValue('bodega_id', orden.data.bodega_id, { shouldDirty: true });
    setValue('tipo_negocio', orden.data.tipo_negocio, { shouldDirty: true });
    setValue('lineas', lineasDeOrden(orden.data), { shouldDirty: true });
  }, [orden.data, ordenId, setValue]);
  const elegirOrden = (id: number | null) => {
    setOrdenId(id);
    if (id === null && getValues('orden_compra_id') !== undefined) setValue('orden_compra_id', undefined, { shouldDirty: true });
  };
  return (
    <>
      <CampoSeleccion<FieldValues>
        nombre="proveedor_id"
        etiqueta="inventarioDocumentos.campos.proveedor"
        requerido
        cargando={proveedores.isPending}
        opciones={(proveedores.data ?? []).map((p) => ({ valor: p.id, texto: `${p.nit} ${p.razon_social}` }))}
      />
      <CampoTexto<FieldValues>
        nombre="factura_proveedor"
        etiqueta="inventarioDocumentos.campos.factura"
        requerido
        mayusculas
        maxLength={40}
      />
      <TextField
        select
        label={t('inventarioDocumentos.campos.orden')}
        value={ordenId ?? ''}
        onChange={(e) => elegirOrden(e.target.value === '' ? null : Number(e.target.value))}
        disabled={!empresa || !proveedor}
        helperText={t('inventarioDocumentos.ayudaOrden')}
        fullWidth
      >
        <MenuItem value="">
          <em>{t('inventarioDocumentos.sinOrden')}</em>
        </MenuItem>
        {(ordenes.data ?? []).map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {t('inventarioDocumentos.opcionOrden', { consecutivo: o.consecutivo, fecha: o.fecha, estado: o.estado })}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** The product lines: Producto*, Cantidad* (≤3 decimals) and, for entries and initial adjustments, Costo unitario*. */
export function Lineas({ costo, negocio }: { costo: boolean; negocio: NegocioDocumento | null }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const { formState } = useFormContext();
  const tipo = useWatch({ name: 'tipo_negocio' }) as NegocioDocumento | null;
  const productos = useProductosDocumento(usuario.empresas_id, negocio ?? tipo ?? NEGOCIOS_DOCUMENTO.join(','));
  const opciones = useMemo(
    () => (productos.data ?? []).map((p) => ({ valor: p.id, texto: `${p.codigo} ${p.descripcion}` })),
    [productos.data],
  );
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'lineas' });
  const error = (formState.errors.lineas as { message?: string; root?: { message?: string } } | undefined) ?? undefined;
  const mensaje = error?.message ?? error?.root?.message;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('inventarioDocumentos.lineas')}</Typography>
      {mensaje ? (
        <Alert severity="error" role="alert">
          {traducirMensaje(t, mensaje)}
        </Alert>
      ) : null}
      {fields.map((f, i) => (
        <Box
          key={f.id}
          sx={{ display: 'grid', gridTemplateColumns: costo ? '1fr 130px 150px auto' : '1fr 150px auto', gap: 1, alignItems: 'start' }}
        >
          <CampoBusqueda<FieldValues>
            nombre={`lineas.${i}.producto_id`}
            etiqueta="inventarioDocumentos.campos.producto"
            opciones={opciones}
            cargando={productos.isPending}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.cantidad`} etiqueta="inventarioDocumentos.campos.cantidad" requerido />
          {costo ? (
            <CampoNumero<FieldValues> nombre={`lineas.${i}.costo_unitario`} etiqueta="inventarioDocumentos.campos.costo" requerido />
          ) : null}
          <IconButton
            aria-label={t('inventarioDocumentos.quitarLinea', { n: i + 1 })}
            onClick={() => remove(i)}
            disabled={fields.length === 1}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append({ ...LINEA_VACIA })} sx={{ alignSelf: 'start' }}>
        {t('inventarioDocumentos.agregarLinea')}
      </Button>
    </Stack>
  );
}

/** Bodega* (origin) and, for a transfer, Bodega destino*: the chosen station's goods warehouses. */
function CamposBodega({ destino }: { destino: boolean }) {
  const empresa = useWatch({ name: 'empresa_id' }) as number | null;
  const { opciones, cargando } = useOpcionesBodega(empresa ?? null);
  return (
    <>
      <CampoSeleccion<FieldValues>
        nombre="bodega_id"
        etiqueta={destino ? 'inventarioDocumentos.campos.bodegaOrigen' : 'inventarioDocumentos.campos.bodega'}
        requerido
        cargando={cargando}
        opciones={opciones}
      />
      {destino ? (
        <CampoSeleccion<FieldValues>
          nombre="bodega_destino_id"
          etiqueta="inventarioDocumentos.campos.bodegaDestino"
          requerido
          cargando={cargando}
          opciones={opciones}
        />
      ) : null}
    </>
  );
}

interface Props {
  tipo: TipoPantallaDocumento;
  /** Fixed by the route (`cc/*` K, `canastilla/*` S); null offers the Tipo de negocio selector. */
  negocio: NegocioDocumento | null;
  estaciones: OpcionSeleccion[];
  estacionInicial: number | null;
  onCerrar: () => void;
}

/**
 * An inventory document's form (SCREENS G14, pattern P as a wide drawer): Estación*, Tipo de negocio* (unless the
 * route fixes it), Bodega* (and destino* for a transfer), Fecha (now unless typed, never in the future), Proveedor*,
 * N° factura* and Orden de compra for an entry, Concepto* for an output, Observaciones, and the lines. The server's
 * refusals land on their field (`lineas.N.cantidad`, `factura_proveedor`, `bodega_destino_id`...).
 */
export function FormularioDocumento({ tipo, negocio, estaciones, estacionInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const config = CONFIG_DOCUMENTO[tipo];
  const registrar = useRegistrarDocumento(tipo);
  // The idempotency key is made once, when the form opens: a double click or a retry posts the document once.
  const [uuid] = useState(() => crypto.randomUUID());
  const form = useFormulario(ZDocumentoForm, {
    defaultValues: {
      uuid,
      empresa_id: estacionInicial ?? undefined,
      tipo_negocio: negocio ?? undefined,
      fecha: textoBogota(new Date()),
      bodega_id: undefined,
      ...(config.destino ? { bodega_destino_id: undefined } : {}),
      ...(config.proveedor ? { proveedor_id: undefined, factura_proveedor: '' } : {}),
      ...(config.concepto ? { concepto: '' } : {}),
      observaciones: '',
      lineas: [{ ...LINEA_VACIA }],
    },
  });
  const guardar = async (datos: TDocumentoForm) => {
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(t('inventarioDocumentos.registrado', { consecutivo: r.data.consecutivo }), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      amplio
      titulo={t('formulario.crear', { entidad: t(`inventarioDocumentos.tipos.${config.clave}.entidad`) })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="inventarioDocumentos.campos.estacion" requerido opciones={estaciones} />
      {negocio === null ? (
        <CampoSeleccion<FieldValues>
          nombre="tipo_negocio"
          etiqueta="inventarioDocumentos.campos.tipoNegocio"
          requerido
          opciones={NEGOCIOS_DOCUMENTO.map((n) => ({ valor: n, texto: t(`inventarioDocumentos.negocios.${n}`) }))}
        />
      ) : null}
      {config.proveedor ? <CamposProveedor /> : null}
      <CamposBodega destino={config.destino} />
      <CampoTexto<FieldValues> nombre="fecha" etiqueta="inventarioDocumentos.campos.fecha" ayuda="inventarioDocumentos.ayudaFecha" />
      {config.concepto ? (
        <CampoSeleccion<FieldValues>
          nombre="concepto"
          etiqueta="inventarioDocumentos.campos.concepto"
          requerido
          opciones={CONCEPTOS_SALIDA.map((c) => ({ valor: c, texto: c }))}
        />
      ) : null}
      <CampoTexto<FieldValues> nombre="observaciones" etiqueta="inventarioDocumentos.campos.observaciones" multilinea maxLength={500} />
      <Lineas costo={config.costo} negocio={negocio} />
    </CajonFormulario>
  );
}
