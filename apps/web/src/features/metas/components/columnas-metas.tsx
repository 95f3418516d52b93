import { useMemo } from 'react';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TMeta } from '@eds/contracts/metas/metas';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useFormato } from '../../../lib/formato';

/** How a goal is named in labels: station, period and type. */
export const nombreMeta = (t: (k: string) => string, m: TMeta) =>
  `${m.estacion} ${m.anio}-${String(m.mes).padStart(2, '0')} ${t(`metas.tipos.${m.tipo}`)}`;

/** Estación, Año, Mes, Tipo, Producto/categoría (General when none), Meta (gal or $), Distribución and Estado. */
export function useColumnasMetas(cambiarEstado: (meta: TMeta, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TMeta>[] {
  const { t } = useTranslation();
  const f = useFormato();
  return useMemo(
    () => [
      { clave: 'estacion', etiqueta: 'metas.campos.estacion', ordenable: true },
      { clave: 'anio', etiqueta: 'metas.campos.anio', ordenable: true, ancho: 90 },
      { clave: 'mes', etiqueta: 'metas.campos.mes', ordenable: true, ancho: 120, valor: (x) => t(`metas.meses.${x.mes}`) },
      { clave: 'tipo', etiqueta: 'metas.campos.tipo', ordenable: true, ancho: 140, valor: (x) => t(`metas.tipos.${x.tipo}`) },
      {
        clave: 'producto_categoria',
        etiqueta: 'metas.campos.productoCategoria',
        valor: (x) => x.producto_categoria ?? t('metas.general'),
      },
      {
        clave: 'meta',
        etiqueta: 'metas.campos.meta',
        ordenable: true,
        ancho: 170,
        valor: (x) => (x.unidad === 'GALONES' ? t('metas.galones', { valor: f.numero(x.meta) }) : f.dinero(x.meta)),
      },
      {
        clave: 'distribucion',
        etiqueta: 'metas.campos.distribucion',
        ancho: 170,
        valor: (x) => t(`metas.distribuciones.${x.distribucion}`),
      },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (x) => t(x.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (x) => (
          <InterruptorEstado
            estado={x.estado}
            etiqueta={t('lista.estadoDe', { registro: nombreMeta(t, x) })}
            onCambiar={(nuevo) => cambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, f, cambiarEstado],
  );
}

interface PropsAcciones {
  meta: TMeta;
  onEditar: (meta: TMeta) => void;
  onEliminar: (meta: TMeta) => void;
}

/** Editar (U) and Eliminar (D) of a row. */
export function AccionesMeta({ meta, onEditar, onEliminar }: PropsAcciones) {
  const { t } = useTranslation();
  const nombre = nombreMeta(t, meta);
  return (
    <>
      <BotonAccion letra="U" etiqueta={t('lista.editarDe', { registro: nombre })} icono={<Edit />} onClick={() => onEditar(meta)} />
      <BotonAccion
        letra="D"
        etiqueta={t('lista.eliminarDe', { registro: nombre })}
        icono={<Delete />}
        color="error"
        onClick={() => onEliminar(meta)}
      />
    </>
  );
}
