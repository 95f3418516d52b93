import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ZProductoForm, type TProductoGestion } from '@eds/contracts/configuracion/productos';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { apiProductos, useConsecutivoProducto } from '../api/productos';
import { CamposProducto } from '../components/campos-producto';
import '../lib/mensajes-productos';

/**
 * Productos (SCREENS.md G13): the business's products, listed, created with the proposed code, edited, switched
 * A/I, deleted while unused and exported. The kiosk and canastilla routes are the same screen fixed to K or S.
 */
function Productos({ negocio, titulo, archivo }: { negocio?: 'S' | 'K'; titulo: string; archivo: string }) {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const consecutivo = useConsecutivoProducto(empresaId);
  const columnas = useMemo<ColumnaTabla<TProductoGestion>[]>(
    () => [
      {
        clave: 'tipo_producto_id',
        etiqueta: 'productos.campos.tipo',
        ordenable: true,
        valor: (f) => t(`productos.tipos.${f.tipo_producto_id}`),
      },
      { clave: 'categoria', etiqueta: 'productos.campos.categoria', ordenable: true },
      { clave: 'unidad', etiqueta: 'productos.campos.unidad', ancho: 90 },
      { clave: 'precio', etiqueta: 'productos.campos.precio', tipo: 'dinero', ordenable: true, ancho: 130 },
      { clave: 'costo', etiqueta: 'productos.campos.costo', tipo: 'dinero', ancho: 130 },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TProductoGestion, { negocio?: 'S' | 'K' }>
      titulo={titulo}
      entidad="productos.entidad"
      nombreArchivo={archivo}
      api={apiProductos}
      columnas={columnas}
      esquema={ZProductoForm}
      etiquetas={{ codigo: 'productos.campos.codigo', descripcion: 'productos.campos.descripcion' }}
      sinCamposBase
      filtros={negocio ? { iniciales: { negocio }, render: () => null } : undefined}
      valores={(f) => ({
        codigo: f?.codigo ?? consecutivo.data ?? '',
        codigos_barras: f?.codigos_barras.join(', ') ?? '',
        tipo_producto_id: f?.tipo_producto_id ?? 20,
        clase_producto_id: f?.clase_producto_id ?? 23,
        combustible_id: f?.combustible_id ?? null,
        tipos_negocio: f?.tipos_negocio ?? (negocio ? [negocio] : []),
        categoria_id: f?.categoria_id ?? null,
        unidad_id: f?.unidad_id ?? null,
        impuestos: f?.impuestos ?? [],
        precio: f?.precio ?? null,
        stock_minimo: f?.stock_minimo ?? null,
        stock_maximo: f?.stock_maximo ?? null,
        ingredientes: f?.ingredientes.map((i) => ({ ingrediente_id: i.ingrediente_id, cantidad: i.cantidad })) ?? [],
      })}
      campos={({ fila, empresaId: empresa }) => <CamposProducto empresaId={empresa} fila={fila} />}
    />
  );
}

export function ProductosScreen() {
  return <Productos titulo="productos.titulo" archivo="productos" />;
}

export function ProductosKioscoScreen() {
  return <Productos negocio="K" titulo="productos.tituloKiosco" archivo="productos_kiosco" />;
}

export function ProductosCanastillaScreen() {
  return <Productos negocio="S" titulo="productos.tituloCanastilla" archivo="productos_canastilla" />;
}
