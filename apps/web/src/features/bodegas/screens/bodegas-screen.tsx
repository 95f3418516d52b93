import { useMemo } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBodegaFila } from '@eds/contracts/bodegas';
import { ZBodegaForm } from '@eds/contracts/estacion';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { TIPOS_BODEGA } from '@eds/contracts/operacion';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { apiBodegas, useCombustiblesTanque, useEstacionesBodega } from '../api/bodegas';
import '../lib/mensajes-bodegas';

const numero = (v: number | null) => (v === null ? '' : v.toLocaleString('es-CO', { maximumFractionDigits: 3 }));

/** Estación, Tipo and, for a tank, Producto, Capacidad and Volumen mínimo (the product list follows the station). */
function CamposBodega({ fila }: { fila: TBodegaFila | null }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const { control } = useFormContext();
  const empresa = useWatch({ control, name: 'empresa_id' }) as number | null | undefined;
  const tipo = useWatch({ control, name: 'tipo' }) as string | null | undefined;
  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  const combustibles = useCombustiblesTanque(tipo === 'TANQUE' && empresa ? empresa : null);
  return (
    <>
      <CampoSeleccion<FieldValues>
        nombre="empresa_id"
        etiqueta="bodegas.campos.estacion"
        requerido
        deshabilitado={fila !== null}
        cargando={estaciones.isLoading}
        opciones={(estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }))}
      />
      <CampoSeleccion<FieldValues>
        nombre="tipo"
        etiqueta="bodegas.campos.tipo"
        requerido
        opciones={TIPOS_BODEGA.map((v) => ({ valor: v, texto: t(`bodegas.tipos.${v}`) }))}
      />
      {tipo === 'TANQUE' ? (
        <>
          <CampoSeleccion<FieldValues>
            nombre="producto_id"
            etiqueta="bodegas.campos.producto"
            requerido
            cargando={combustibles.isLoading}
            opciones={(combustibles.data ?? []).map((p) => ({ valor: p.id, texto: p.descripcion }))}
          />
          <CampoNumero<FieldValues> nombre="capacidad" etiqueta="bodegas.campos.capacidad" requerido />
          <CampoNumero<FieldValues> nombre="volumen_minimo" etiqueta="bodegas.campos.volumenMinimo" requerido />
          <CampoNumero<FieldValues> nombre="altura_mm" etiqueta="bodegas.campos.altura" />
        </>
      ) : null}
    </>
  );
}

interface FiltrosBodega {
  estacion_id: number | null;
  tipo: string | null;
}

/** Bodegas (SCREENS.md G04, `/configuracion/gestion_bodega`): warehouses and tanks of the stations in scope. */
export function BodegasScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const columnas = useMemo<ColumnaTabla<TBodegaFila>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'bodegas.campos.estacion', ordenable: true },
      { clave: 'tipo', etiqueta: 'bodegas.campos.tipo', ordenable: true, ancho: 130, valor: (f) => t(`bodegas.tipos.${f.tipo}`) },
      { clave: 'producto', etiqueta: 'bodegas.campos.producto', ordenable: true, valor: (f) => f.producto ?? '' },
      { clave: 'capacidad', etiqueta: 'bodegas.campos.capacidad', ordenable: true, ancho: 130, valor: (f) => numero(f.capacidad) },
      { clave: 'volumen_minimo', etiqueta: 'bodegas.campos.volumenMinimo', ancho: 130, valor: (f) => numero(f.volumen_minimo) },
      { clave: 'saldo', etiqueta: 'bodegas.campos.saldo', ancho: 130, valor: (f) => numero(f.saldo) },
    ],
    [t],
  );
  // A station user's warehouses belong to its own station; a business user picks one.
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  return (
    <PantallaCatalogo<TBodegaFila, FiltrosBodega>
      titulo="bodegas.titulo"
      entidad="bodegas.entidad"
      nombreArchivo="bodegas"
      api={apiBodegas}
      columnas={columnas}
      esquema={ZBodegaForm}
      valores={(f) => ({
        empresa_id: f?.empresa_id ?? propia,
        tipo: f?.tipo ?? null,
        producto_id: f?.producto_id ?? null,
        capacidad: f?.capacidad ?? null,
        volumen_minimo: f?.volumen_minimo ?? null,
        altura_mm: f?.altura_mm ?? null,
      })}
      campos={({ fila }) => <CamposBodega fila={fila} />}
      filtros={{
        iniciales: { estacion_id: null, tipo: null },
        render: (valores, cambiar) => (
          <>
            {propia === null ? (
              <FiltroOpcion
                etiqueta={t('bodegas.campos.estacion')}
                valor={valores.estacion_id}
                textoTodos={t('bodegas.filtros.todas')}
                opciones={(estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }))}
                onCambiar={(v) => cambiar({ estacion_id: v })}
              />
            ) : null}
            <FiltroOpcion<string>
              etiqueta={t('bodegas.campos.tipo')}
              valor={valores.tipo}
              textoTodos={t('bodegas.filtros.todos')}
              opciones={TIPOS_BODEGA.map((v) => ({ valor: v, texto: t(`bodegas.tipos.${v}`) }))}
              onCambiar={(v) => cambiar({ tipo: v })}
            />
          </>
        ),
      }}
    />
  );
}
