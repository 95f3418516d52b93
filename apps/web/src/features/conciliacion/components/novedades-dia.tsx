import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import type { TNovedad } from '@eds/contracts/conciliacion/conciliacion';

/** Novelties show 3 a page when there are more than 3 (the specification's list). */
const POR_PAGINA = 3;

interface Props {
  /** null until a day is searched. */
  novedades: TNovedad[] | null;
}

/** The novelties of the searched day, translated and sorted alphabetically, with the specification's empty texts. */
export function NovedadesDia({ novedades }: Props) {
  const { t, i18n } = useTranslation();
  const [pagina, setPagina] = useState(1);
  const textos = useMemo(
    () =>
      (novedades ?? [])
        .map((n) => t(`conciliacion.novedad.${n.codigo}`, { ...n.valores, defaultValue: n.descripcion }))
        .sort((a, b) => a.localeCompare(b, i18n.language)),
    [novedades, t, i18n.language],
  );
  const paginas = textos.length > POR_PAGINA ? Math.ceil(textos.length / POR_PAGINA) : 1;
  const visibles = textos.length > POR_PAGINA ? textos.slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA) : textos;
  return (
    <Stack spacing={1} data-testid="novedades">
      <Typography variant="h6">{t('conciliacion.novedades')}</Typography>
      {novedades === null ? (
        <Alert severity="info">{t('conciliacion.mensajes.consulteDia')}</Alert>
      ) : textos.length === 0 ? (
        <Alert severity="success">{t('conciliacion.mensajes.sinNovedades')}</Alert>
      ) : (
        <>
          <Alert severity="warning">{t('conciliacion.mensajes.gestionarNovedades')}</Alert>
          <List dense>
            {visibles.map((texto) => (
              <ListItem key={texto} divider>
                <ListItemText primary={texto} />
              </ListItem>
            ))}
          </List>
          {paginas > 1 && <Pagination count={paginas} page={Math.min(pagina, paginas)} onChange={(_e, p) => setPagina(p)} size="small" />}
        </>
      )}
    </Stack>
  );
}
