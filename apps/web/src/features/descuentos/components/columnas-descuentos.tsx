import { useMemo } from 'react';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TDescuento } from '@eds/contracts/descuentos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useFormato } from '../../../lib/formato';

/**
 * Nombre, Tipo, Valor, Destinatario (and whom), Productos, Medios de pago, Vigencia, Prioridad, Acumulable, Estaciones
 * and Estado (read-only when some station of the rule is outside the user's scope).
 */
export function useColumnasDescuentos(
  cambiarEstado: (d: TDescuento, estado: TEstadoRegistro) => Promise<string>,
): ColumnaTabla<TDescuento>[] {
  const { t } = useTranslation();
  const f = useFormato();
  return useMemo<ColumnaTabla<TDescuento>[]>(
    () => [
      { clave: 'nombre', etiqueta: 'descuentos.campos.nombre', ordenable: true },
      { clave: 'tipo', etiqueta: 'descuentos.campos.tipo', ordenable: true, ancho: 130, valor: (x) => t(`descuentos.tipos.${x.tipo}`) },
      {
        clave: 'valor',
        etiqueta: 'descuentos.campos.valor',
        ordenable: true,
        ancho: 120,
        valor: (x) => (x.tipo === '%' ? `${f.numero(x.valor)} %` : f.dinero(x.valor)),
      },
      {
        clave: 'destinatario',
        etiqueta: 'descuentos.campos.destinatario',
        ordenable: true,
        valor: (x) => [t(`descuentos.destinatarios.${x.destinatario}`), x.destino].filter(Boolean).join(': '),
      },
      {
        clave: 'productos',
        etiqueta: 'descuentos.campos.productos',
        valor: (x) => (x.productos.length ? x.productos.map((p) => p.descripcion).join(', ') : t('descuentos.todos')),
      },
      {
        clave: 'medios_pago',
        etiqueta: 'descuentos.campos.mediosPago',
        valor: (x) => (x.medios_pago.length ? x.medios_pago.map((p) => p.descripcion).join(', ') : t('descuentos.todos')),
      },
      { clave: 'fecha_inicio', etiqueta: 'descuentos.campos.fechaInicio', ordenable: true, tipo: 'fecha', ancho: 120 },
      { clave: 'fecha_fin', etiqueta: 'descuentos.campos.fechaFin', tipo: 'fecha', ancho: 120 },
      { clave: 'prioridad', etiqueta: 'descuentos.campos.prioridad', ordenable: true, ancho: 100 },
      {
        clave: 'acumulable',
        etiqueta: 'descuentos.campos.acumulable',
        ancho: 110,
        valor: (x) => t(x.acumulable ? 'descuentos.si' : 'descuentos.no'),
      },
      { clave: 'estaciones', etiqueta: 'descuentos.campos.estaciones', valor: (x) => x.estaciones.map((e) => e.alias).join(', ') },
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

interface PropsAcciones {
  descuento: TDescuento;
  onEditar: (d: TDescuento) => void;
  onEliminar: (d: TDescuento) => void;
}

/** Editar (U) and Eliminar (D), only for a rule whose stations are all the user's. */
export function AccionesDescuento({ descuento, onEditar, onEliminar }: PropsAcciones) {
  const { t } = useTranslation();
  if (!descuento.editable) return null;
  return (
    <>
      <BotonAccion
        letra="U"
        etiqueta={t('lista.editarDe', { registro: descuento.nombre })}
        icono={<Edit />}
        onClick={() => onEditar(descuento)}
      />
      <BotonAccion
        letra="D"
        etiqueta={t('lista.eliminarDe', { registro: descuento.nombre })}
        icono={<Delete />}
        color="error"
        onClick={() => onEliminar(descuento)}
      />
    </>
  );
}
