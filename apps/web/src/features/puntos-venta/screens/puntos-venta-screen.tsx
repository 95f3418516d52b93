import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BODEGA_DE_PUNTO,
  TIPOS_PUNTO_VENTA,
  ZPuntoVentaForm,
  type TipoPuntoVenta,
  type TPuntoVentaFila,
} from '@eds/contracts/puntos-venta';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { apiPuntosVenta, useOpcionesPuntoVenta } from '../api/puntos-venta';
import '../lib/mensajes-puntos-venta';

/**
 * Nombre, Estación (fixed once saved), Tipo, and what the station offers for that type: Bodega, Equipos, Resolución,
 * Responsable. Changing the station or the type clears the choices that no longer fit.
 */
function CamposPuntoVenta({ fila }: { fila: TPuntoVentaFila | null }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const { control, setValue, getValues } = useFormContext();
  const empresa = useWatch({ control, name: 'empresa_id' }) as number | null | undefined;
  const tipo = useWatch({ control, name: 'tipo' }) as TipoPuntoVenta | null | undefined;
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useOpcionesPuntoVenta(empresa ?? null);
  const o = opciones.data;

  const bodegas = useMemo(
    () => (o && tipo ? o.bodegas.filter((b) => b.tipo === BODEGA_DE_PUNTO[tipo]).map((b) => ({ valor: b.id, texto: b.descripcion })) : []),
    [o, tipo],
  );
  const equipos = useMemo(
    () => (o && tipo ? o.equipos.filter((e) => e.tipos_negocio.includes(tipo)).map((e) => ({ valor: e.id, texto: e.alias })) : []),
    [o, tipo],
  );
  const resoluciones = useMemo(
    () =>
      o && tipo ? o.resoluciones.filter((r) => r.tipos_negocio.includes(tipo)).map((r) => ({ valor: r.id, texto: r.descripcion })) : [],
    [o, tipo],
  );

  // A warehouse, devices or resolution of another type or station are not offered: drop them from the form too.
  useEffect(() => {
    if (!o) return;
    const bodega = getValues('bodega_id') as number | null;
    if (bodega !== null && !bodegas.some((b) => b.valor === bodega)) setValue('bodega_id', null);
    const resolucion = getValues('resolucion_id') as number | null;
    if (resolucion !== null && !resoluciones.some((r) => r.valor === resolucion)) setValue('resolucion_id', null);
    const elegidos = (getValues('equipos') as number[] | null) ?? [];
    const validos = elegidos.filter((id) => equipos.some((e) => e.valor === id));
    if (validos.length !== elegidos.length) setValue('equipos', validos);
  }, [o, bodegas, equipos, resoluciones, getValues, setValue]);

  return (
    <>
      <CampoTexto<FieldValues> nombre="nombre" etiqueta="puntosVenta.campos.nombre" requerido maxLength={60} autoFocus />
      <CampoSeleccion<FieldValues>
        nombre="empresa_id"
        etiqueta="puntosVenta.campos.estacion"
        requerido
        deshabilitado={fila !== null}
        cargando={estaciones.isLoading}
        opciones={(estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }))}
      />
      <CampoSeleccion<FieldValues>
        nombre="tipo"
        etiqueta="puntosVenta.campos.tipo"
        requerido
        opciones={TIPOS_PUNTO_VENTA.map((v) => ({ valor: v, texto: t(`puntosVenta.tipos.${v}`) }))}
      />
      <CampoSeleccion<FieldValues>
        nombre="bodega_id"
        etiqueta="puntosVenta.campos.bodega"
        requerido
        cargando={opciones.isLoading}
        opciones={bodegas}
      />
      <CampoSeleccionMultiple<FieldValues>
        nombre="equipos"
        etiqueta="puntosVenta.campos.equipos"
        cargando={opciones.isLoading}
        opciones={equipos}
      />
      <CampoSeleccion<FieldValues>
        nombre="resolucion_id"
        etiqueta="puntosVenta.campos.resolucion"
        vacio
        cargando={opciones.isLoading}
        opciones={resoluciones}
      />
      <CampoSeleccion<FieldValues>
        nombre="responsable_id"
        etiqueta="puntosVenta.campos.responsable"
        vacio
        cargando={opciones.isLoading}
        opciones={(o?.responsables ?? []).map((p) => ({ valor: p.id, texto: p.nombre }))}
      />
    </>
  );
}

interface FiltrosPuntoVenta {
  estacion_id: number | null;
  tipo: TipoPuntoVenta | null;
}

/**
 * Canastillas y kioscos (SCREENS.md G02 "Punto de venta", `/configuracion/gestion_canastillas`): the store and kiosk
 * points of sale of the stations in scope, each with its warehouse, devices, resolution and responsible.
 */
export function PuntosVentaScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opcionesEstacion = (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }));
  const propia = opcionesEstacion.length === 1 ? Number(opcionesEstacion[0].valor) : null;
  const columnas = useMemo<ColumnaTabla<TPuntoVentaFila>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'puntosVenta.campos.tipo', ordenable: true, ancho: 130, valor: (f) => t(`puntosVenta.tipos.${f.tipo}`) },
      { clave: 'bodega', etiqueta: 'puntosVenta.campos.bodega', ordenable: true },
      { clave: 'equipos_alias', etiqueta: 'puntosVenta.campos.equipos', valor: (f) => f.equipos_alias.join(', ') },
      { clave: 'resolucion', etiqueta: 'puntosVenta.campos.resolucion', valor: (f) => f.resolucion ?? '' },
      { clave: 'responsable', etiqueta: 'puntosVenta.campos.responsable', ordenable: true, valor: (f) => f.responsable ?? '' },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TPuntoVentaFila, FiltrosPuntoVenta>
      titulo="puntosVenta.titulo"
      entidad="puntosVenta.entidad"
      nombreArchivo="puntos_venta"
      api={apiPuntosVenta}
      columnas={columnas}
      esquema={ZPuntoVentaForm}
      etiquetas={{ codigo: 'puntosVenta.campos.nombre', descripcion: 'puntosVenta.campos.estacion' }}
      sinCamposBase
      valores={(f) => ({
        empresa_id: f?.empresa_id ?? propia,
        nombre: f?.nombre ?? '',
        tipo: f?.tipo ?? null,
        bodega_id: f?.bodega_id ?? null,
        equipos: f?.equipos ?? [],
        resolucion_id: f?.resolucion_id ?? null,
        responsable_id: f?.responsable_id ?? null,
      })}
      campos={({ fila }) => <CamposPuntoVenta fila={fila} />}
      filtros={{
        iniciales: { estacion_id: null, tipo: null },
        render: (valores, cambiar) => (
          <>
            {propia === null ? (
              <FiltroOpcion
                etiqueta={t('puntosVenta.campos.estacion')}
                valor={valores.estacion_id}
                textoTodos={t('puntosVenta.filtros.todas')}
                opciones={opcionesEstacion}
                onCambiar={(v) => cambiar({ estacion_id: v })}
              />
            ) : null}
            <FiltroOpcion<TipoPuntoVenta>
              etiqueta={t('puntosVenta.campos.tipo')}
              valor={valores.tipo}
              textoTodos={t('puntosVenta.filtros.todos')}
              opciones={TIPOS_PUNTO_VENTA.map((v) => ({ valor: v, texto: t(`puntosVenta.tipos.${v}`) }))}
              onCambiar={(v) => cambiar({ tipo: v })}
            />
          </>
        ),
      }}
    />
  );
}
