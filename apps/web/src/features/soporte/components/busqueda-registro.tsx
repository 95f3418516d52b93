import type { FormEvent, ReactNode } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { RangoFechas } from '../../../components/lista/rango-fechas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { Seleccion } from './seleccion';

interface Borrador {
  fecha_inicial: string;
  fecha_final: string;
  empresa_id: string;
  buscar: string;
}

interface Props {
  /** The screen's title, already translated. */
  titulo: string;
  borrador: Borrador;
  cambiar: (cambio: Partial<Borrador>) => void;
  buscar: (e: FormEvent) => void;
  /** The range's error from the server or the contract, as a message to translate. */
  error: string | null;
  /** The stations in scope, for the company filter. */
  empresas: { valor: string; texto: string }[];
  /** The log's own filters, between the company and the text search. */
  children: ReactNode;
}

/** The title and search of a support log (notifications, authorisations): day range, company, own filters, text. */
export function BusquedaRegistro({ titulo, borrador, cambiar, buscar, error, empresas, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {titulo}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('lista.filtros')}
        onSubmit={buscar}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <RangoFechas
          etiquetas={{ inicial: t('soporte.comun.fechaInicial'), final: t('soporte.comun.fechaFinal') }}
          inicial={borrador.fecha_inicial}
          final={borrador.fecha_final}
          onCambiar={cambiar}
          error={error ? traducirMensaje(t, error) : null}
        />
        <Seleccion
          etiqueta={t('soporte.comun.empresa')}
          valor={borrador.empresa_id}
          onCambiar={(v) => cambiar({ empresa_id: v })}
          opciones={empresas}
        />
        {children}
        <TextField name="buscar" label={t('lista.buscar')} value={borrador.buscar} onChange={(e) => cambiar({ buscar: e.target.value })} />
        <Button type="submit" variant="contained" startIcon={<Search />} sx={{ marginBlockStart: 1 }}>
          {t('lista.buscarBoton')}
        </Button>
      </Box>
    </>
  );
}
