import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TTurno } from '@eds/contracts/turnos/horarios';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

/** Estación, Nombre, Hora inicio, Hora fin (with 'día siguiente' when it crosses midnight), Duración and Estado. */
export function useColumnasTurnos(cambiarEstado: (turno: TTurno, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TTurno>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'estacion', etiqueta: 'turnos.campos.estacion', ordenable: true },
      { clave: 'nombre', etiqueta: 'turnos.campos.nombre', ordenable: true },
      { clave: 'hora_inicio', etiqueta: 'turnos.campos.horaInicio', ordenable: true, ancho: 120 },
      {
        clave: 'hora_fin',
        etiqueta: 'turnos.campos.horaFin',
        ordenable: true,
        ancho: 170,
        valor: (x) => (x.cruza_medianoche ? t('turnos.diaSiguiente', { hora: x.hora_fin }) : x.hora_fin),
      },
      {
        clave: 'duracion',
        etiqueta: 'turnos.campos.duracion',
        ancho: 120,
        valor: (x) => t('turnos.horasMinutos', { horas: Math.floor(x.duracion / 60), minutos: String(x.duracion % 60).padStart(2, '0') }),
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
            etiqueta={t('lista.estadoDe', { registro: x.nombre })}
            onCambiar={(nuevo) => cambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
