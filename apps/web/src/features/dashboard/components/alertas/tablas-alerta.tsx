import { TablaDatos } from '../../../../components/tabla/tabla-datos';
import { TABLAS_ALERTA, type TipoTablaAlerta } from './config-tablas-alerta';

/**
 * The table of one dashboard alert: the one data table, configured by the alert's entry in TABLAS_ALERTA.
 * Give it a `key` per alert where one instance may show another alert: each alert reads its own call.
 */
export function TablaAlerta({ tipo }: { tipo: TipoTablaAlerta }) {
  const { nombreArchivo, columnas, useFilas } = TABLAS_ALERTA[tipo];
  const { filas, cargando } = useFilas();
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={cargando}
      titulo={`dashboard.alertas.tipos.${tipo}`}
      nombreArchivo={nombreArchivo}
    />
  );
}
