import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'material-react-table';
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REPORTES, type RutaReporte } from '@eds/contracts/reportes/catalogo';
import { EstadoError } from '../../../components/estados/estado-error';
import { textoOrden } from '../../../components/lista/consulta-lista';
import { TAMANO_PAGINA } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { ApiError } from '../../../lib/api-client';
import { useFormato } from '../../../lib/formato';
import { useUsuario } from '../../../lib/sesion';
import { aislar } from '../../../lib/texto';
import { useEstacionesReporte } from '../api/estaciones-reporte';
import { reporteQueryOptions } from '../api/consultar-reporte';
import { ExportarReporte } from '../components/exportar-reporte';
import { FiltrosReporte } from '../components/filtros-reporte';
import { PanelGrafico } from '../components/panel-grafico';
import { TablaReporte } from '../components/tabla-reporte';
import { escribirFiltrosUrl, filtrosPorDefecto, leerFiltrosUrl, type FiltrosPantalla, type TCuerpoPantalla } from '../lib/consulta-url';
import { hoyOperativo } from '../lib/periodos';
import '../lib/mensajes-reportes';

function aplicar<V>(cambio: MRT_Updater<V>, actual: V): V {
  return cambio instanceof Function ? cambio(actual) : cambio;
}

interface Props {
  ruta: RutaReporte;
  /** Whether a screen is built (drill-down links point only at built screens). */
  pantallaConstruida: (link: string) => boolean;
}

/**
 * Every report's screen, drawn from its definition (docs/decisions/019-report-engine.md): the shared filter bar, the
 * window of business days, `Ver gráfico`, the table paged and sorted by the server with Subtotals and TOTALES, the
 * drill-down links and the PDF and EXCEL the server builds. It runs on BUSCAR or when its address carries filters.
 */
export function ReporteScreen({ ruta, pantallaConstruida }: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormato();
  const definicion = REPORTES[ruta];
  const usuario = useUsuario();
  const fija = usuario.tipo === 5;
  const estaciones = useEstacionesReporte(ruta);
  const [params, setParams] = useSearchParams();
  const hoy = useMemo(() => hoyOperativo(), []);
  const aplicados = useMemo(() => leerFiltrosUrl(definicion, params), [definicion, params]);
  const todas = useMemo(() => (estaciones.data ?? []).map((e) => e.id), [estaciones.data]);
  const valores = useMemo<FiltrosPantalla>(
    () => aplicados ?? filtrosPorDefecto(definicion, todas, hoy),
    [aplicados, definicion, todas, hoy],
  );
  const [paginacion, setPaginacion] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: TAMANO_PAGINA });
  const [orden, setOrden] = useState<MRT_SortingState>([]);
  const [verGrafico, setVerGrafico] = useState(false);

  // A new search (BUSCAR, a link, the back button) starts again at the first page.
  const [busqueda, setBusqueda] = useState(() => params.toString());
  if (busqueda !== params.toString()) {
    setBusqueda(params.toString());
    setPaginacion((p) => ({ ...p, pageIndex: 0 }));
  }

  const cuerpo = useMemo<TCuerpoPantalla | null>(
    () =>
      aplicados
        ? {
            ...aplicados,
            pagina: paginacion.pageIndex + 1,
            tamano: paginacion.pageSize,
            orden: textoOrden(orden),
            grafico: verGrafico || undefined,
          }
        : null,
    [aplicados, paginacion, orden, verGrafico],
  );
  const consulta = useQuery(reporteQueryOptions(definicion, cuerpo));
  const datos = consulta.data?.data;

  const buscar = useCallback((filtros: FiltrosPantalla) => setParams(escribirFiltrosUrl(filtros)), [setParams]);
  const limpiar = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const ordenar = (cambio: MRT_Updater<MRT_SortingState>) => {
    setOrden((actual) => aplicar(cambio, actual));
    setPaginacion((p) => ({ ...p, pageIndex: 0 }));
  };
  const paginar = (cambio: MRT_Updater<MRT_PaginationState>) =>
    setPaginacion((actual) => {
      const nueva = aplicar(cambio, actual);
      return nueva.pageSize === actual.pageSize ? nueva : { ...nueva, pageIndex: 0 };
    });

  const titulo = t(`reportes.titulos.${ruta}`);
  // A refusal of the server (a range too long in a shared address, a station outside the scope) says why.
  const mensajeError = (error: Error) => (error instanceof ApiError && error.mensaje ? traducirMensaje(t, error.mensaje) : undefined);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {titulo}
        </Typography>
        {datos ? (
          <Typography variant="body2" color="text.secondary" data-testid="ventana-reporte">
            {t('reportes.ventana', {
              desde: aislar(f.fechaHora(datos.ventana.desde), i18n.dir()),
              hasta: aislar(f.fechaHora(datos.ventana.hasta), i18n.dir()),
            })}
          </Typography>
        ) : null}
      </Box>
      <FiltrosReporte
        definicion={definicion}
        valores={valores}
        estaciones={estaciones.data ?? []}
        fija={fija}
        hoy={hoy}
        onBuscar={buscar}
        onLimpiar={limpiar}
      />
      {consulta.isError ? <EstadoError texto={mensajeError(consulta.error)} onReintentar={() => void consulta.refetch()} /> : null}
      {datos && datos.total_filas === 0 ? (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('reportes.sinDatos.titulo')}</AlertTitle>
          {t('reportes.sinDatos.texto')}
        </Alert>
      ) : null}
      {aplicados && definicion.grafico ? (
        <PanelGrafico
          definicion={definicion.grafico}
          titulo={titulo}
          abierto={verGrafico}
          onCambiar={setVerGrafico}
          datos={datos?.grafico}
          cargando={consulta.isFetching}
        />
      ) : null}
      {aplicados && cuerpo ? (
        <TablaReporte
          definicion={definicion}
          filtros={aplicados}
          datos={datos}
          cargando={consulta.isPending}
          refrescando={consulta.isPlaceholderData}
          paginacion={paginacion}
          onPaginacion={paginar}
          orden={orden}
          onOrden={ordenar}
          pantallaConstruida={pantallaConstruida}
          exportar={<ExportarReporte definicion={definicion} cuerpo={cuerpo} deshabilitado={!datos || datos.total_filas === 0} />}
        />
      ) : null}
    </Stack>
  );
}
