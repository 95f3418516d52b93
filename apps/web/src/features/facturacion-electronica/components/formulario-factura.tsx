import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  MENSAJES_FACTURADOR,
  ZFacturarBody,
  centavosLinea,
  type TCatalogoFacturador,
  type TFacturarBody,
} from '@eds/contracts/facturacion/facturador';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { useCatalogoFacturador, useFacturar } from '../api/facturador';

type Valores = TFacturarBody;
const RAIZ = 'facturacionElectronica.facturador';

/** Product lines: Producto* (of the business type; its station price fills Precio), Cantidad*, Precio*, Descuento. */
function Lineas({ catalogo, tipo }: { catalogo: TCatalogoFacturador | undefined; tipo: string | null }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'lineas' });
  const opciones = useMemo<OpcionSeleccion[]>(
    () =>
      (catalogo?.productos ?? [])
        .filter((p) => tipo === null || p.tipos_negocio.includes(tipo))
        .map((p) => ({ valor: p.id, texto: `${p.codigo} ${p.descripcion}` })),
    [catalogo, tipo],
  );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t(`${RAIZ}.lineas`)}</Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr auto', gap: 1, alignItems: 'start' }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <LineaProducto indice={i} opciones={opciones} catalogo={catalogo} />
          </Box>
          <CampoNumero<FieldValues> nombre={`lineas.${i}.cantidad`} etiqueta={`${RAIZ}.cantidad`} requerido />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.precio`} etiqueta={`${RAIZ}.precio`} requerido />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.descuento`} etiqueta={`${RAIZ}.descuento`} />
          <IconButton aria-label={t(`${RAIZ}.quitarLinea`, { n: i + 1 })} onClick={() => remove(i)} disabled={fields.length === 1}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => append({ producto_id: null, cantidad: null, precio: null, descuento: 0 })}
        sx={{ alignSelf: 'start' }}
      >
        {t(`${RAIZ}.agregarLinea`)}
      </Button>
    </Stack>
  );
}

/** The product select of a line; choosing a product puts its station price in the line's Precio. */
function LineaProducto({
  indice,
  opciones,
  catalogo,
}: {
  indice: number;
  opciones: OpcionSeleccion[];
  catalogo: TCatalogoFacturador | undefined;
}) {
  const productoId = useWatch<FieldValues>({ name: `lineas.${indice}.producto_id` }) as number | null;
  const { setValue } = useFormContext();
  const anterior = useRef<number | null>(null);
  useEffect(() => {
    // Only when the product changes: a price typed by hand stays.
    if (productoId === anterior.current) return;
    const p = catalogo?.productos.find((x) => x.id === productoId);
    if (!p) return;
    anterior.current = productoId;
    setValue(`lineas.${indice}.precio`, p.precio, { shouldDirty: true });
  }, [catalogo, indice, productoId, setValue]);
  return (
    <CampoSeleccion<FieldValues>
      nombre={`lineas.${indice}.producto_id`}
      etiqueta={`${RAIZ}.producto`}
      opciones={opciones}
      cargando={!catalogo}
      requerido
    />
  );
}

/** Payments: Medio de pago*, Valor*, Referencia. */
function Pagos({ catalogo }: { catalogo: TCatalogoFacturador | undefined }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'pagos' });
  const opciones = (catalogo?.medios ?? []).map((m) => ({ valor: m.id, texto: m.descripcion }));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t(`${RAIZ}.pagos`)}</Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'start' }}>
          <CampoSeleccion<FieldValues>
            nombre={`pagos.${i}.medio_pago_id`}
            etiqueta={`${RAIZ}.medioPago`}
            opciones={opciones}
            cargando={!catalogo}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`pagos.${i}.valor`} etiqueta={`${RAIZ}.valor`} requerido />
          <IconButton aria-label={t(`${RAIZ}.quitarPago`, { n: i + 1 })} onClick={() => remove(i)} disabled={fields.length === 1}>
            <Delete fontSize="small" />
          </IconButton>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CampoTexto<FieldValues> nombre={`pagos.${i}.referencia`} etiqueta={`${RAIZ}.referencia`} maxLength={60} />
          </Box>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append({ medio_pago_id: null, valor: null })} sx={{ alignSelf: 'start' }}>
        {t(`${RAIZ}.agregarPago`)}
      </Button>
    </Stack>
  );
}

/** The live total of the lines (taxes included) and what the payments add up to. */
function Totales() {
  const { t } = useTranslation();
  const formato = useFormato();
  const lineas = (useWatch<FieldValues>({ name: 'lineas' }) ?? []) as { cantidad?: unknown; precio?: unknown; descuento?: unknown }[];
  const pagos = (useWatch<FieldValues>({ name: 'pagos' }) ?? []) as { valor?: unknown }[];
  const n = (x: unknown) => (Number.isFinite(Number(x)) ? Number(x) : 0);
  const total = lineas.reduce((s, l) => s + centavosLinea(n(l.cantidad), n(l.precio), n(l.descuento)), 0) / 100;
  const pagado = pagos.reduce((s, p) => s + Math.round(n(p.valor) * 100), 0) / 100;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      <Typography component="dt" color="text.secondary">
        {t(`${RAIZ}.total`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="facturador-total">
        {formato.dinero(total)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t(`${RAIZ}.totalPagos`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formato.dinero(pagado)}
      </Typography>
    </Box>
  );
}

interface Props {
  estaciones: readonly OpcionSeleccion[];
  onCerrar: () => void;
}

/**
 * 'Crear factura' (Facturador, SCREENS.md G16 "Factura manual"): Estación*, Negocio* (the business types with a
 * FACTURA ELECTRÓNICA resolution in force, its next number shown), Cliente*, the product lines and the payments,
 * which must add up to the total ('La suma de los pagos debe ser igual al total'). Saving asks for confirmation and
 * issues the invoice, which the DIAN sender then picks up.
 */
export function FormularioFactura({ estaciones, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { confirmar, dialogo } = useConfirmacion();
  const facturar = useFacturar();
  const form = useFormulario(ZFacturarBody, {
    defaultValues: {
      empresa_id: estaciones.length === 1 ? Number(estaciones[0].valor) : null,
      tipo_negocio: null as never,
      cliente_id: null as never,
      lineas: [{ producto_id: null as never, cantidad: null as never, precio: null as never, descuento: 0 }],
      pagos: [{ medio_pago_id: null as never, valor: null as never }],
      observacion: '',
    },
  });
  const empresaId = useWatch({ control: form.control, name: 'empresa_id' }) as number | null;
  const tipo = useWatch({ control: form.control, name: 'tipo_negocio' }) as string | null;
  const catalogo = useCatalogoFacturador(empresaId ? Number(empresaId) : null);
  const tipos = TIPOS_NEGOCIO.filter((x) => catalogo.data?.resoluciones.some((r) => r.tipo_negocio === x)).map((x) => {
    const r = catalogo.data!.resoluciones.find((y) => y.tipo_negocio === x)!;
    return { valor: x, texto: `${t(`facturacionElectronica.anulacion.tipos.${x}`)} — ${r.prefijo}${r.siguiente}` };
  });
  const clientes = (catalogo.data?.clientes ?? []).map((c) => ({ valor: c.id, texto: `${c.identificacion} ${c.nombre}` }));

  const guardar = async (datos: unknown) => {
    if (!(await confirmar(traducirMensaje(t, MENSAJES_FACTURADOR.confirmarFacturar)))) return;
    const r = await facturar.mutateAsync(datos as TFacturarBody);
    enqueueSnackbar(t(`${RAIZ}.emitida`, { numero: r.data.numero }), { variant: 'success' });
    onCerrar();
  };
  // An error of the whole list: the resolver nests it under `root` while the list has rows, else on the list itself.
  const errorDe = (campo: 'lineas' | 'pagos') => {
    const e = form.formState.errors[campo] as { message?: string; root?: { message?: string } } | undefined;
    return traducirMensaje(t, e?.root?.message ?? e?.message);
  };

  return (
    <>
      <CajonFormulario
        abierto
        titulo={t('formulario.crear', { entidad: t(`${RAIZ}.entidad`) })}
        form={form}
        onEnviar={guardar}
        onCerrar={onCerrar}
      >
        <CampoSeleccion<Valores> nombre="empresa_id" etiqueta={`${RAIZ}.estacion`} opciones={estaciones} requerido />
        <CampoSeleccion<Valores>
          nombre="tipo_negocio"
          etiqueta={`${RAIZ}.tipoNegocio`}
          opciones={tipos}
          cargando={empresaId !== null && catalogo.isPending}
          requerido
        />
        <CampoSeleccion<Valores>
          nombre="cliente_id"
          etiqueta={`${RAIZ}.cliente`}
          opciones={clientes}
          cargando={empresaId !== null && catalogo.isPending}
          requerido
        />
        <Lineas catalogo={catalogo.data} tipo={tipo} />
        {errorDe('lineas') ? (
          <Typography color="error" variant="caption" role="alert">
            {errorDe('lineas')}
          </Typography>
        ) : null}
        <Pagos catalogo={catalogo.data} />
        {errorDe('pagos') ? (
          <Typography color="error" variant="caption" role="alert">
            {errorDe('pagos')}
          </Typography>
        ) : null}
        <Totales />
        <CampoTexto<Valores> nombre="observacion" etiqueta={`${RAIZ}.observacion`} maxLength={500} multilinea />
      </CajonFormulario>
      {dialogo}
    </>
  );
}
