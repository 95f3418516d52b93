import { useMemo } from 'react';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEstadoSobre, TSobre } from '@eds/contracts/turnos/sobres';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

const CLAVE_ESTADO: Record<TEstadoSobre, string> = {
  REGISTRADO: 'turnos.sobres.estados.REGISTRADO',
  VERIFICADO: 'turnos.sobres.estados.VERIFICADO',
  'CON DIFERENCIA': 'turnos.sobres.estados.CON DIFERENCIA',
};
const COLOR_ESTADO = { REGISTRADO: 'default', VERIFICADO: 'success', 'CON DIFERENCIA': 'warning' } as const;

/** Estación, Día, N° sobre, Turno, Promotor, Valor declarado, Valor contado, Diferencia and Estado. */
export function useColumnasSobres(): ColumnaTabla<TSobre>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'estacion', etiqueta: 'turnos.sobres.campos.estacion', ordenable: true },
      { clave: 'fecha', etiqueta: 'turnos.sobres.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'numero', etiqueta: 'turnos.sobres.campos.numero', tipo: 'numero', decimales: 0, ordenable: true, ancho: 110 },
      { clave: 'turno', etiqueta: 'turnos.sobres.campos.turno', ancho: 220 },
      { clave: 'promotor', etiqueta: 'turnos.sobres.campos.promotor', ordenable: true },
      { clave: 'valor_declarado', etiqueta: 'turnos.sobres.campos.valorDeclarado', tipo: 'dinero', ordenable: true, ancho: 150 },
      { clave: 'valor_contado', etiqueta: 'turnos.sobres.campos.valorContado', tipo: 'dinero', ordenable: true, ancho: 150 },
      { clave: 'diferencia', etiqueta: 'turnos.sobres.campos.diferencia', tipo: 'dinero', ordenable: true, ancho: 140 },
      {
        clave: 'estado',
        etiqueta: 'turnos.sobres.campos.estado',
        ordenable: true,
        ancho: 160,
        valor: (x) => t(CLAVE_ESTADO[x.estado]),
        celda: (x) => <Chip size="small" color={COLOR_ESTADO[x.estado]} label={t(CLAVE_ESTADO[x.estado])} />,
      },
    ],
    [t],
  );
}
