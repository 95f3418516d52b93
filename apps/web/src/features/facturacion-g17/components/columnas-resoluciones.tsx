import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TResolucion } from '@eds/contracts/facturacion/resoluciones';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { fechaCorta } from '../lib/formato';

/** Estación, Tipo, N° resolución, Prefijo, Rango, Actual, Restante, Vigencia and Estado. */
export function useColumnasResoluciones(
  cambiarEstado: (r: TResolucion, estado: TEstadoRegistro) => Promise<string>,
): ColumnaTabla<TResolucion>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'estacion', etiqueta: 'facturacionG17.resoluciones.campos.estacion', ordenable: true },
      {
        clave: 'tipo_documento',
        etiqueta: 'facturacionG17.resoluciones.campos.tipoDocumento',
        ordenable: true,
        valor: (x) => t(`facturacionG17.tiposDocumento.${x.tipo_documento}`),
      },
      { clave: 'numero', etiqueta: 'facturacionG17.resoluciones.campos.numero', ordenable: true },
      { clave: 'prefijo', etiqueta: 'facturacionG17.resoluciones.campos.prefijo', ordenable: true, ancho: 90 },
      {
        clave: 'desde',
        etiqueta: 'facturacionG17.resoluciones.campos.rango',
        ordenable: true,
        valor: (x) => `${x.desde} – ${x.hasta}`,
      },
      {
        clave: 'actual',
        etiqueta: 'facturacionG17.resoluciones.campos.actual',
        ancho: 100,
        valor: (x) => (x.actual === null ? '—' : String(x.actual)),
      },
      { clave: 'restante', etiqueta: 'facturacionG17.resoluciones.campos.restante', ordenable: true, ancho: 110 },
      {
        clave: 'fecha_fin',
        etiqueta: 'facturacionG17.resoluciones.campos.vigencia',
        ordenable: true,
        valor: (x) => `${fechaCorta(x.fecha_inicio)} – ${fechaCorta(x.fecha_fin)}`,
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
            etiqueta={t('lista.estadoDe', { registro: `${x.prefijo} ${x.numero}` })}
            onCambiar={(nuevo) => cambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
