import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';

/** The filters every fuel-stock document list shares (dips, receipts, calibrations). */
export interface FiltrosEstacionPeriodo {
  estacion_id: number | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
}

/**
 * The search block of a fuel-stock document list: Estación (only for a user above the station: a station's own user
 * sees its station only), the screen's own filters (`children`), then Desde and Hasta.
 */
export function BloqueEstacionPeriodo({
  valores,
  cambiar,
  propia,
  estaciones,
  children,
}: {
  valores: FiltrosEstacionPeriodo;
  cambiar: (cambio: Partial<FiltrosEstacionPeriodo>) => void;
  propia: number | null;
  estaciones: { valor: number; texto: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {propia === null ? (
        <FiltroOpcion
          etiqueta={t('bodegas.filtros.estacion')}
          valor={valores.estacion_id}
          textoTodos={t('bodegas.filtros.todas')}
          opciones={estaciones}
          onCambiar={(v) => cambiar({ estacion_id: v })}
        />
      ) : null}
      {children}
      <FiltroFecha etiqueta={t('bodegas.filtros.desde')} valor={valores.fecha_inicio} onCambiar={(v) => cambiar({ fecha_inicio: v })} />
      <FiltroFecha etiqueta={t('bodegas.filtros.hasta')} valor={valores.fecha_fin} onCambiar={(v) => cambiar({ fecha_fin: v })} />
    </>
  );
}
