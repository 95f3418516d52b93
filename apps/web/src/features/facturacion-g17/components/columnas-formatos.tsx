import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { NOMBRE_FORMATO_PAPEL, type TFormato } from '@eds/contracts/facturacion/formatos';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

/** Descripción, Formato, Copias, Estaciones and Estado. */
export function useColumnasFormatos(cambiarEstado: (f: TFormato, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TFormato>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'descripcion', etiqueta: 'facturacionG17.formatos.campos.descripcion', ordenable: true },
      {
        clave: 'formato',
        etiqueta: 'facturacionG17.formatos.campos.formato',
        ordenable: true,
        valor: (x) => t(`facturacionG17.papeles.${x.formato}`, { defaultValue: NOMBRE_FORMATO_PAPEL[x.formato] }),
      },
      { clave: 'copias', etiqueta: 'facturacionG17.formatos.campos.copias', ordenable: true, ancho: 100 },
      {
        clave: 'estaciones',
        etiqueta: 'facturacionG17.formatos.campos.estaciones',
        valor: (x) => x.estaciones.map((e) => e.alias).join(', '),
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
            etiqueta={t('lista.estadoDe', { registro: x.descripcion })}
            onCambiar={(nuevo) => cambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
