import { useMemo } from 'react';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TPromocion } from '@eds/contracts/comercial';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useFormato } from '../../../lib/formato';

/**
 * Nombre, Tipo, Valor (N×M, %, $), Productos, Vigencia, Días y horas, Estaciones and Estado (the switch is read-only
 * when some station of the promotion is outside the user's scope).
 */
export function useColumnasPromociones(
  cambiarEstado: (p: TPromocion, estado: TEstadoRegistro) => Promise<string>,
): ColumnaTabla<TPromocion>[] {
  const { t } = useTranslation();
  const f = useFormato();
  return useMemo<ColumnaTabla<TPromocion>[]>(
    () => [
      { clave: 'nombre', etiqueta: 'promociones.campos.nombre', ordenable: true },
      { clave: 'tipo', etiqueta: 'promociones.campos.tipo', ordenable: true, ancho: 150, valor: (x) => t(`promociones.tipos.${x.tipo}`) },
      {
        clave: 'valor',
        etiqueta: 'promociones.campos.valor',
        ordenable: true,
        ancho: 130,
        valor: (x) =>
          x.tipo === 'PAGUE N LLEVE M'
            ? t('promociones.pagueLleve', { n: x.pague_n, m: x.lleve_m })
            : x.tipo === '% DESCUENTO'
              ? `${f.numero(x.valor)} %`
              : f.dinero(x.valor),
      },
      {
        clave: 'productos',
        etiqueta: 'promociones.campos.productos',
        valor: (x) =>
          [
            ...x.productos.map((p) => (p.cantidad === 1 ? p.descripcion : `${f.numero(p.cantidad)} × ${p.descripcion}`)),
            ...(x.grupo ? [t('promociones.grupoEnLista', { grupo: x.grupo.nombre })] : []),
          ].join(', '),
      },
      { clave: 'fecha_inicio', etiqueta: 'promociones.campos.fechaInicio', ordenable: true, tipo: 'fecha', ancho: 120 },
      { clave: 'fecha_fin', etiqueta: 'promociones.campos.fechaFin', ordenable: true, tipo: 'fecha', ancho: 120 },
      {
        clave: 'dias',
        etiqueta: 'promociones.campos.diasHoras',
        valor: (x) =>
          [
            x.dias.length === 0 || x.dias.length === 7
              ? t('promociones.todosLosDias')
              : x.dias.map((d) => t(`promociones.diasCortos.${d}`)).join(', '),
            x.hora_inicio && x.hora_fin ? `${x.hora_inicio}–${x.hora_fin}` : '',
          ]
            .filter(Boolean)
            .join(' '),
      },
      { clave: 'estaciones', etiqueta: 'promociones.campos.estaciones', valor: (x) => x.estaciones.map((e) => e.alias).join(', ') },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (x) => t(x.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (x) => (
          <InterruptorEstado
            estado={x.estado}
            etiqueta={t('lista.estadoDe', { registro: x.nombre })}
            soloLectura={!x.editable}
            onCambiar={(nuevo) => cambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, f, cambiarEstado],
  );
}

/** Editar (U), only for a promotion whose stations are all the user's. */
export function AccionesPromocion({ promocion, onEditar }: { promocion: TPromocion; onEditar: (p: TPromocion) => void }) {
  const { t } = useTranslation();
  if (!promocion.editable) return null;
  return (
    <BotonAccion
      letra="U"
      etiqueta={t('lista.editarDe', { registro: promocion.nombre })}
      icono={<Edit />}
      onClick={() => onEditar(promocion)}
    />
  );
}
