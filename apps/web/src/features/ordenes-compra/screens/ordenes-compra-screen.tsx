import { useMemo, useState } from 'react';
import Block from '@mui/icons-material/BlockOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Email from '@mui/icons-material/EmailOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ESTADOS_ORDEN, type TOrdenCompraFila } from '@eds/contracts/inventario';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import {
  ordenesQueryOptions,
  useAprobarOrden,
  useEliminarOrden,
  useEnviarCorreoOrden,
  useOrden,
  useProveedoresOrden,
  type ClaveListaOrdenes,
  type FiltrosOrdenes,
  type NegocioOrden,
} from '../api/ordenes-compra';
import { DetalleOrden } from '../components/detalle-orden';
import { FormularioMotivo } from '../components/formulario-motivo';
import { FormularioOrden } from '../components/formulario-orden';

type Opcion = { valor: number; texto: string };

/** The edited draft is read whole (its lines) before the form opens. */
function Edicion(props: {
  id: number | null;
  empresaUsuario: number;
  estaciones: Opcion[];
  cargandoEstaciones: boolean;
  negocioFijo: NegocioOrden | null;
  onCerrar: () => void;
}) {
  const detalle = useOrden(props.id);
  if (props.id !== null && !detalle.data) return null;
  return <FormularioOrden {...props} orden={props.id === null ? null : detalle.data!} />;
}

/**
 * Órdenes de compra (SCREENS G15): the orders of the stations in scope, filtered by station, supplier, state and dates,
 * exported. A draft is edited (U), deleted (D) and approved (A, by a user other than its creator); an approved order is
 * mailed to its supplier (A), closed with a reason while goods are pending (A), or annulled with a reason while nothing
 * was received (N). Receiving happens through entries (G14): the detail shows received and pending per line. The
 * actions, kiosk and store menus are this one screen, the last two fixed to K and S.
 */
function OrdenesCompra({ negocio, titulo, archivo }: { negocio: NegocioOrden | null; titulo: string; archivo: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const empresaUsuario = usuario.empresas_id;
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const proveedores = useProveedoresOrden(empresaUsuario);
  const [edicion, setEdicion] = useState<{ id: number | null } | null>(null);
  const [detalle, setDetalle] = useState<number | null>(null);
  const [motivo, setMotivo] = useState<{ fila: TOrdenCompraFila; accion: 'cerrar' | 'anular' } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const aprobar = useAprobarOrden();
  const eliminar = useEliminarOrden();
  const enviarCorreo = useEnviarCorreoOrden();

  const columnas = useMemo<ColumnaTabla<TOrdenCompraFila>[]>(
    () => [
      { clave: 'consecutivo', etiqueta: 'ordenesCompra.campos.consecutivo', tipo: 'numero', decimales: 0, ancho: 100 },
      { clave: 'fecha', etiqueta: 'ordenesCompra.campos.fecha', tipo: 'fecha', ancho: 120 },
      { clave: 'fecha_entrega', etiqueta: 'ordenesCompra.campos.fechaEntrega', tipo: 'fecha', ancho: 130 },
      { clave: 'estacion', etiqueta: 'ordenesCompra.campos.estacion' },
      { clave: 'proveedor', etiqueta: 'ordenesCompra.campos.proveedor' },
      { clave: 'bodega', etiqueta: 'ordenesCompra.campos.bodega' },
      ...(negocio === null
        ? [
            {
              clave: 'tipo_negocio' as const,
              etiqueta: 'ordenesCompra.campos.tipoNegocio',
              ancho: 120,
              valor: (f: TOrdenCompraFila) => t(`ordenesCompra.tipos.${f.tipo_negocio}`, { defaultValue: f.tipo_negocio }),
            },
          ]
        : []),
      { clave: 'total', etiqueta: 'ordenesCompra.campos.total', tipo: 'dinero', ancho: 140 },
      {
        clave: 'estado',
        etiqueta: 'ordenesCompra.campos.estado',
        ancho: 150,
        valor: (f) => t(`ordenesCompra.estados.${f.estado}`, { defaultValue: f.estado }),
      },
    ],
    [t, negocio],
  );

  const accion = async (pregunta: string | null, hacer: () => Promise<{ mensaje: string }>) => {
    if (pregunta !== null && !(await confirmar(pregunta))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await hacer()).mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const acciones = (f: TOrdenCompraFila) => {
    const n = f.consecutivo;
    const borrador = f.estado === 'BORRADOR';
    const abierta = f.estado === 'APROBADA' || f.estado === 'RECIBIDA PARCIAL';
    return (
      <>
        <BotonAccion
          letra="R"
          etiqueta={t('ordenesCompra.verDe', { consecutivo: n })}
          icono={<Visibility />}
          onClick={() => setDetalle(f.id)}
        />
        {borrador ? (
          <>
            <BotonAccion
              letra="U"
              etiqueta={t('ordenesCompra.editarDe', { consecutivo: n })}
              icono={<Edit />}
              onClick={() => setEdicion({ id: f.id })}
            />
            <BotonAccion
              letra="A"
              etiqueta={t('ordenesCompra.aprobarDe', { consecutivo: n })}
              icono={<Verified />}
              color="success"
              onClick={() => void accion(t('ordenesCompra.confirmarAprobar', { consecutivo: n }), () => aprobar.mutateAsync(f.id))}
            />
            <BotonAccion
              letra="D"
              etiqueta={t('ordenesCompra.eliminarDe', { consecutivo: n })}
              icono={<Delete />}
              color="error"
              onClick={() => void accion(t('lista.confirmarEliminar'), () => eliminar.mutateAsync(f.id))}
            />
          </>
        ) : null}
        {abierta ? (
          <>
            <BotonAccion
              letra="A"
              etiqueta={t('ordenesCompra.enviarCorreoDe', { consecutivo: n })}
              icono={<Email />}
              onClick={() => void accion(t('ordenesCompra.confirmarCorreo', { consecutivo: n }), () => enviarCorreo.mutateAsync(f.id))}
            />
            <BotonAccion
              letra="A"
              etiqueta={t('ordenesCompra.cerrarDe', { consecutivo: n })}
              icono={<Lock />}
              color="warning"
              onClick={() => setMotivo({ fila: f, accion: 'cerrar' })}
            />
          </>
        ) : null}
        {borrador || abierta ? (
          <BotonAccion
            letra="N"
            etiqueta={t('ordenesCompra.anularDe', { consecutivo: n })}
            icono={<Block />}
            color="error"
            onClick={() => setMotivo({ fila: f, accion: 'anular' })}
          />
        ) : null}
      </>
    );
  };

  const iniciales = useMemo<FiltrosOrdenes>(
    () => ({ tipo_negocio: negocio, empresa_id: null, proveedor_id: null, estado_orden: null, fecha_inicial: null, fecha_final: null }),
    [negocio],
  );

  return (
    <>
      <PantallaLista<TOrdenCompraFila, FiltrosOrdenes, ClaveListaOrdenes>
        titulo={titulo}
        entidad="ordenesCompra.entidad"
        nombreArchivo={archivo}
        columnas={columnas}
        sinEstado
        opciones={ordenesQueryOptions}
        filtros={{
          iniciales,
          render: (valores, cambiar) => (
            <>
              {negocio === null ? (
                <FiltroOpcion<NegocioOrden>
                  etiqueta={t('ordenesCompra.campos.tipoNegocio')}
                  valor={valores.tipo_negocio}
                  textoTodos={t('ordenesCompra.todos')}
                  opciones={(['S', 'K'] as const).map((v) => ({ valor: v, texto: t(`ordenesCompra.tipos.${v}`) }))}
                  onCambiar={(v) => cambiar({ tipo_negocio: v })}
                />
              ) : null}
              {propia === null ? (
                <FiltroOpcion
                  etiqueta={t('ordenesCompra.campos.estacion')}
                  valor={valores.empresa_id}
                  textoTodos={t('ordenesCompra.todas')}
                  opciones={opciones}
                  onCambiar={(v) => cambiar({ empresa_id: v })}
                />
              ) : null}
              <FiltroOpcion
                etiqueta={t('ordenesCompra.campos.proveedor')}
                valor={valores.proveedor_id}
                textoTodos={t('ordenesCompra.todos')}
                opciones={proveedores.data ?? []}
                onCambiar={(v) => cambiar({ proveedor_id: v })}
              />
              <FiltroOpcion<string>
                etiqueta={t('ordenesCompra.campos.estado')}
                valor={valores.estado_orden}
                textoTodos={t('ordenesCompra.todos')}
                opciones={ESTADOS_ORDEN.map((e) => ({ valor: e, texto: t(`ordenesCompra.estados.${e}`) }))}
                onCambiar={(v) => cambiar({ estado_orden: v })}
              />
              <FiltroFecha
                etiqueta={t('ordenesCompra.desde')}
                valor={valores.fecha_inicial}
                onCambiar={(v) => cambiar({ fecha_inicial: v })}
              />
              <FiltroFecha etiqueta={t('ordenesCompra.hasta')} valor={valores.fecha_final} onCambiar={(v) => cambiar({ fecha_final: v })} />
            </>
          ),
        }}
        onCrear={() => setEdicion({ id: null })}
        accionesFila={acciones}
        idFila={(f) => String(f.id)}
      />
      {edicion ? (
        <Edicion
          id={edicion.id}
          empresaUsuario={empresaUsuario}
          estaciones={propia === null ? opciones : opciones.filter((o) => o.valor === propia)}
          cargandoEstaciones={estaciones.isPending}
          negocioFijo={negocio}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {detalle !== null ? <DetalleOrden id={detalle} onCerrar={() => setDetalle(null)} /> : null}
      {motivo ? (
        <FormularioMotivo
          id={motivo.fila.id}
          consecutivo={motivo.fila.consecutivo}
          accion={motivo.accion}
          onCerrar={() => setMotivo(null)}
        />
      ) : null}
      {dialogo}
    </>
  );
}

export function OrdenesCompraScreen() {
  return <OrdenesCompra negocio={null} titulo="ordenesCompra.titulo" archivo="ordenes_compra" />;
}

export function OrdenesCompraKioscoScreen() {
  return <OrdenesCompra negocio="K" titulo="ordenesCompra.tituloKiosco" archivo="ordenes_compra_kiosco" />;
}

export function OrdenesCompraCanastillaScreen() {
  return <OrdenesCompra negocio="S" titulo="ordenesCompra.tituloCanastilla" archivo="ordenes_compra_canastilla" />;
}
