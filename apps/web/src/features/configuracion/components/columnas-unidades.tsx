import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TUnidad } from '@eds/contracts/configuracion/unidades';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

/** Código, Descripción, Abreviatura, Código DIAN, Unidad base, Factor and Estado (the A/I switch). */
export function useColumnasUnidades(cambiarEstado: (unidad: TUnidad, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TUnidad>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'codigo', etiqueta: 'unidades.campos.codigo', ordenable: true, ancho: 110 },
      { clave: 'descripcion', etiqueta: 'unidades.campos.descripcion', ordenable: true },
      { clave: 'abreviatura', etiqueta: 'unidades.campos.abreviatura', ordenable: true, ancho: 120 },
      { clave: 'codigo_dian', etiqueta: 'unidades.campos.codigoDian', ordenable: true, ancho: 130 },
      { clave: 'unidad_base', etiqueta: 'unidades.campos.unidadBase' },
      { clave: 'factor', etiqueta: 'unidades.campos.factor', tipo: 'numero', decimales: 6, ordenable: true, ancho: 110 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (u) => t(u.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (u) => (
          <InterruptorEstado
            estado={u.estado}
            soloLectura={u.sistema}
            etiqueta={t('lista.estadoDe', { registro: u.codigo })}
            onCambiar={(nuevo) => cambiarEstado(u, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
