import { useMemo, type ReactNode } from 'react';
import type { MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'material-react-table';
import { useTranslation } from 'react-i18next';
import type { DatosReporte, DefinicionReporte } from '@eds/contracts/reportes/motor';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { useFormato } from '../../../lib/formato';
import { columnasReporte } from '../lib/columnas-reporte';
import type { FiltrosPantalla } from '../lib/consulta-url';
import { filasDePagina, type FilaTabla } from '../lib/filas-tabla';

interface Props {
  definicion: DefinicionReporte;
  filtros: FiltrosPantalla;
  datos: DatosReporte | undefined;
  cargando: boolean;
  refrescando: boolean;
  paginacion: MRT_PaginationState;
  onPaginacion: (cambio: MRT_Updater<MRT_PaginationState>) => void;
  orden: MRT_SortingState;
  onOrden: (cambio: MRT_Updater<MRT_SortingState>) => void;
  pantallaConstruida: (link: string) => boolean;
  /** The export buttons (the server builds the files). */
  exportar: ReactNode;
}

/**
 * The report's table (REPORTS.md §0 "Table"): the kit's data table paged and sorted by the server (10 rows; 5, 10, 20,
 * 50; up to three columns), with each station's Subtotal and the TOTALES foot the server computed over every row.
 */
export function TablaReporte({
  definicion,
  filtros,
  datos,
  cargando,
  refrescando,
  paginacion,
  onPaginacion,
  orden,
  onOrden,
  pantallaConstruida,
  exportar,
}: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormato();
  const columnas = useMemo(
    () => columnasReporte(definicion, filtros, f, pantallaConstruida, (k) => i18n.exists(k)),
    [definicion, filtros, f, pantallaConstruida, i18n],
  );
  const filas = useMemo(
    () =>
      datos
        ? filasDePagina(datos, paginacion.pageIndex * paginacion.pageSize, {
            subtotal: (estacion) => t('reportes.tabla.subtotal', { estacion }),
            totales: t('reportes.tabla.totales'),
          })
        : [],
    [datos, paginacion, t],
  );
  return (
    <TablaDatos<FilaTabla>
      columnas={columnas}
      datos={filas}
      cargando={cargando}
      titulo={`reportes.titulos.${definicion.ruta}`}
      nombreArchivo={definicion.ruta}
      exportable={false}
      accionesExtra={exportar}
      idFila={(fila) => fila.__id}
      servidor={{
        total: datos?.total_filas ?? 0,
        paginacion,
        onPaginacion,
        orden,
        onOrden,
        // Exports are built by the server (the PDF and EXCEL buttons), never gathered in the browser.
        todas: async () => filas,
        refrescando,
      }}
    />
  );
}
