import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import Block from '@mui/icons-material/BlockOutlined';
import Typography from '@mui/material/Typography';
import { ZCambioPrecioForm, type TCambioPrecio } from '@eds/contracts/configuracion/cambios-precio';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoFechaHora } from '../../../components/formulario/campo-fecha-hora';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import {
  cambiosPrecioQueryOptions,
  useAnularCambioPrecio,
  useCombustiblesCambio,
  useCrearCambioPrecio,
  useEstacionesCambio,
} from '../api/cambios-precio';
import '../lib/mensajes-productos';

/** Fecha efectiva, a date and time picker, hidden when the change applies at once. */
function CampoFechaEfectiva() {
  const ahora = useWatch({ name: 'aplicar_ahora' }) as boolean;
  if (ahora) return null;
  return (
    <CampoFechaHora<FieldValues>
      nombre="fecha_efectiva"
      etiqueta="productos.cambios.campos.fechaEfectiva"
      requerido
      ayuda="productos.cambios.ayudaFecha"
    />
  );
}

/**
 * The price in force of the chosen fuel at the chosen stations (one figure, or the lowest and highest when they
 * differ) and the signed variation the new price makes against it: a drop reads negative.
 */
function PrecioVigente({ empresaId }: { empresaId: number }) {
  const { t } = useTranslation();
  const f = useFormato();
  const [productoId, elegidas, precio] = useWatch({ name: ['producto_id', 'estaciones', 'precio'] }) as [
    number | null,
    number[] | undefined,
    number | string | null,
  ];
  const estaciones = useEstacionesCambio(empresaId, productoId ? Number(productoId) : null);
  if (!productoId || !estaciones.data) return null;
  const ids = new Set((elegidas ?? []).map(Number));
  const precios = estaciones.data.filter((e) => ids.has(e.id) && e.precio_vigente !== null).map((e) => e.precio_vigente ?? 0);
  if (ids.size === 0) return null;
  if (precios.length === 0) return <Typography variant="body2">{t('productos.cambios.sinVigente')}</Typography>;
  const desde = Math.min(...precios);
  const hasta = Math.max(...precios);
  const nuevo = Number(precio);
  const pct = (base: number) => f.numero(Math.round(((nuevo - base) / base) * 10000) / 100, 2);
  const hayNuevo = precio !== null && precio !== '' && Number.isFinite(nuevo) && nuevo > 0;
  return (
    <Typography variant="body2" data-testid="precio-vigente" aria-live="polite">
      {desde === hasta
        ? t('productos.cambios.vigente', { precio: f.dinero(desde) })
        : t('productos.cambios.vigenteRango', { desde: f.dinero(desde), hasta: f.dinero(hasta) })}
      {hayNuevo
        ? ` · ${
            desde === hasta
              ? t('productos.cambios.variacionNueva', { pct: pct(desde) })
              : t('productos.cambios.variacionRango', { desde: pct(hasta), hasta: pct(desde) })
          }`
        : null}
    </Typography>
  );
}

function Formulario({ empresaId, onCerrar }: { empresaId: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const crear = useCrearCambioPrecio();
  const estaciones = useEstacionesCambio(empresaId);
  const combustibles = useCombustiblesCambio(empresaId);
  const form = useFormulario(ZCambioPrecioForm, {
    defaultValues: {
      empresa_id: empresaId,
      estaciones: [],
      grupo_id: null,
      producto_id: null,
      precio: null,
      fecha_efectiva: null,
      aplicar_ahora: false,
    },
  });
  const guardar = async (datos: unknown) => {
    const r = await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('formulario.crear', { entidad: t('productos.cambios.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccionMultiple<FieldValues>
        nombre="estaciones"
        etiqueta="productos.cambios.campos.estaciones"
        opciones={(estaciones.data ?? []).map((e) => ({ valor: e.id, texto: e.alias }))}
        cargando={estaciones.isPending}
        todas="productos.cambios.todas"
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="producto_id"
        etiqueta="productos.cambios.campos.combustible"
        opciones={(combustibles.data ?? []).map((p) => ({ valor: p.id, texto: p.descripcion }))}
        cargando={combustibles.isPending}
        requerido
      />
      <CampoNumero<FieldValues> nombre="precio" etiqueta="productos.cambios.campos.precio" requerido />
      <PrecioVigente empresaId={empresaId} />
      {tiene('X') ? <CampoInterruptor<FieldValues> nombre="aplicar_ahora" etiqueta="productos.cambios.campos.aplicarAhora" /> : null}
      <CampoFechaEfectiva />
    </CajonFormulario>
  );
}

/**
 * Cambios de precio de combustible (SCREENS.md G13, `/configuracion/cambios_precios_eds`): scheduled changes per
 * station with their state (PROGRAMADO, ENVIADO, APLICADO, FALLIDO, ANULADO); create (C; `Aplicar ahora` with X),
 * annul one still to come (U).
 */
export function CambiosPrecioScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const empresaId = useUsuario().empresas_id;
  const [creando, setCreando] = useState(false);
  const { confirmar, dialogo } = useConfirmacion();
  const anular = useAnularCambioPrecio();
  const columnas = useMemo<ColumnaTabla<TCambioPrecio>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'productos.cambios.campos.estacion', ordenable: true },
      { clave: 'producto', etiqueta: 'productos.cambios.campos.combustible', ordenable: true },
      { clave: 'precio_vigente', etiqueta: 'productos.cambios.campos.precioVigente', tipo: 'dinero', ancho: 130 },
      { clave: 'precio', etiqueta: 'productos.cambios.campos.precio', tipo: 'dinero', ordenable: true, ancho: 130 },
      { clave: 'variacion_pct', etiqueta: 'productos.cambios.campos.variacion', tipo: 'numero', decimales: 2, ancho: 110 },
      { clave: 'fecha_efectiva', etiqueta: 'productos.cambios.campos.fechaEfectiva', tipo: 'fechaHora', ordenable: true, ancho: 160 },
      {
        clave: 'estado',
        etiqueta: 'productos.cambios.campos.estado',
        ordenable: true,
        ancho: 120,
        valor: (f) => t(`productos.cambios.estados.${f.estado}`),
      },
      { clave: 'aprobado_por', etiqueta: 'productos.cambios.campos.aprobadoPor', ancho: 130 },
    ],
    [t],
  );
  const alAnular = async (fila: TCambioPrecio) => {
    if (!(await confirmar(t('productos.cambios.confirmarAnular')))) return;
    try {
      const r = await anular.mutateAsync(fila.id);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  return (
    <>
      <PantallaLista<TCambioPrecio>
        titulo="productos.cambios.titulo"
        entidad="productos.cambios.entidad"
        nombreArchivo="cambios_precio"
        columnas={columnas}
        opciones={(consulta) => cambiosPrecioQueryOptions(empresaId, consulta) as never}
        onCrear={() => setCreando(true)}
        accionesFila={(fila) =>
          fila.estado === 'PROGRAMADO' || fila.estado === 'ENVIADO' ? (
            <BotonAccion
              letra="U"
              etiqueta={t('productos.cambios.anularDe', { estacion: fila.estacion })}
              icono={<Block />}
              color="error"
              onClick={() => void alAnular(fila)}
            />
          ) : null
        }
        idFila={(f) => String(f.id)}
      />
      {creando ? <Formulario empresaId={empresaId} onCerrar={() => setCreando(false)} /> : null}
      {dialogo}
    </>
  );
}
