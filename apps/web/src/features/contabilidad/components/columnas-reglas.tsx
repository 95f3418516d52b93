import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TRegla } from '@eds/contracts/conciliacion/contabilidad';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { CLAVE_OPERACION, claveTipoNegocio, nombreRegla } from '../lib/textos';

/** Operación, Tipo de negocio, Cuenta débito, Cuenta crédito, Centro de costo and Estado (the A/I switch). */
export function useColumnasReglas(cambiarEstado: (regla: TRegla, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TRegla>[] {
  const { t } = useTranslation();
  return useMemo<ColumnaTabla<TRegla>[]>(
    () => [
      {
        clave: 'operacion',
        etiqueta: 'contabilidad.campos.operacion',
        ordenable: true,
        valor: (r) => t(`contabilidad.operaciones.${CLAVE_OPERACION[r.operacion]}`),
      },
      {
        clave: 'tipo_negocio',
        etiqueta: 'contabilidad.campos.tipoNegocio',
        ordenable: true,
        ancho: 150,
        valor: (r) => t(claveTipoNegocio(r.tipo_negocio)),
      },
      { clave: 'cuenta_debito', etiqueta: 'contabilidad.campos.cuentaDebito', ordenable: true, ancho: 150 },
      { clave: 'cuenta_credito', etiqueta: 'contabilidad.campos.cuentaCredito', ordenable: true, ancho: 150 },
      { clave: 'centro_costo', etiqueta: 'contabilidad.campos.centroCosto', ancho: 150 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (r) => t(r.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (r) => (
          <InterruptorEstado
            estado={r.estado}
            etiqueta={t('lista.estadoDe', { registro: nombreRegla(t, r) })}
            onCambiar={(nuevo) => cambiarEstado(r, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
