import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Box, CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EnvelopePaginado } from '@eds/contracts/envelope';
import type { EstadoFiltro } from '@eds/contracts/paginacion';
import { EstadoError } from '../estados/estado-error';
import type { ConsultaLista } from '../lista/consulta-lista';
import { FiltrosLista, type FiltrosBase } from '../lista/filtros-lista';

/** Cards a page: four rows of three on a wide screen. */
export const TARJETAS_POR_PAGINA = 12;

export interface PropsPantallaTarjetas<T, F extends object, K extends QueryKey> {
  /** Translation key of the screen's title. */
  titulo: string;
  /** The list call's query options for a query, as PantallaLista takes them. */
  opciones: (consulta: ConsultaLista & F) => UseQueryOptions<EnvelopePaginado<T>, Error, EnvelopePaginado<T>, K>;
  filtros?: { iniciales: F; render: (valores: FiltrosBase & F, cambiar: (cambios: Partial<F>) => void) => ReactNode };
  estadoInicial?: EstadoFiltro;
  /** One record's card. */
  tarjeta: (fila: T) => ReactNode;
  idFila: (fila: T) => string;
}

/**
 * A screen of cards instead of rows, for records people would rather look at than read (a station's status): the
 * title, the filters of the list screens (Estado, Buscar, the screen's own, BUSCAR), the cards of one page from the
 * server, a pager, 'No se encontro' when empty and an error with a retry.
 */
export function PantallaTarjetas<T, F extends object = Record<never, never>, K extends QueryKey = QueryKey>({
  titulo,
  opciones,
  filtros,
  estadoInicial = 'A',
  tarjeta,
  idFila,
}: PropsPantallaTarjetas<T, F, K>) {
  const { t } = useTranslation();
  const [aplicados, setAplicados] = useState<FiltrosBase & F>(() => ({ estado: estadoInicial, buscar: '', ...(filtros?.iniciales as F) }));
  const [pagina, setPagina] = useState(0);
  const consulta = useQuery({
    ...opciones({ ...aplicados, buscar: aplicados.buscar || undefined, limite: TARJETAS_POR_PAGINA, desde: pagina * TARJETAS_POR_PAGINA }),
    placeholderData: keepPreviousData,
  });
  const total = consulta.data?.paginacion?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / TARJETAS_POR_PAGINA));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(titulo)}
      </Typography>
      <FiltrosLista<F>
        valores={aplicados}
        onAplicar={(v) => {
          setAplicados(v);
          setPagina(0);
        }}
        extra={filtros?.render}
      />
      {consulta.isError ? (
        <EstadoError onReintentar={() => void consulta.refetch()} />
      ) : consulta.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('comun.cargando')} />
        </Box>
      ) : consulta.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('mensajes.noSeEncontro')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-busy={consulta.isFetching}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {consulta.data.data.map((fila) => (
            <Box component="li" key={idFila(fila)}>
              {tarjeta(fila)}
            </Box>
          ))}
        </Box>
      )}
      {paginas > 1 ? (
        <Pagination
          count={paginas}
          page={pagina + 1}
          onChange={(_e, p) => setPagina(p - 1)}
          getItemAriaLabel={(tipo, p) => t(`tarjetas.${tipo}`, { pagina: p })}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
