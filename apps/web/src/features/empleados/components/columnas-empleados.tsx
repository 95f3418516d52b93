import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEmpleado } from '@eds/contracts/usuarios/empleados';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

/** Identificación, Nombre(s), Apellido(s), Empresa, Cargo, Teléfono, Correo, Usuario (and whether it is locked), Estado. */
export function useColumnasEmpleados(cambiarEstado: (e: TEmpleado, estado: 'A' | 'I') => Promise<string>): ColumnaTabla<TEmpleado>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        clave: 'identificacion',
        etiqueta: 'empleados.campos.identificacion',
        ordenable: true,
        ancho: 150,
        valor: (e) => `${e.tipo_identificacion ?? ''} ${e.identificacion}`.trim(),
      },
      { clave: 'nombres', etiqueta: 'empleados.campos.nombres', ordenable: true },
      { clave: 'apellidos', etiqueta: 'empleados.campos.apellidos', ordenable: true },
      { clave: 'empresa', etiqueta: 'empleados.campos.empresa', ordenable: true },
      { clave: 'cargo', etiqueta: 'empleados.campos.cargo', ordenable: true },
      { clave: 'telefono', etiqueta: 'empleados.campos.telefono', ancho: 120 },
      { clave: 'correo', etiqueta: 'empleados.campos.correo' },
      {
        clave: 'usuario',
        etiqueta: 'empleados.campos.usuario',
        ordenable: true,
        valor: (e) => (e.usuario ? `${e.usuario}${e.bloqueado ? ` (${t('empleados.bloqueado')})` : ''}` : ''),
      },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (e) => t(e.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (e) => (
          <InterruptorEstado
            estado={e.estado}
            etiqueta={t('lista.estadoDe', { registro: `${e.nombres} ${e.apellidos}` })}
            onCambiar={(nuevo) => cambiarEstado(e, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
