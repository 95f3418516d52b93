import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, InputAdornment, Pagination, Skeleton, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { MENSAJES_REGIONAL } from '@eds/contracts/regionales/regionales';
import { ConLetra } from '../../../components/acciones/con-letra';
import { EstadoError } from '../../../components/estados/estado-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { REGIONALES_POR_PAGINA, useRegionales } from '../api/listar-regionales';
import { FormularioRegional } from '../components/formulario-regional';
import { TarjetaRegional } from '../components/tarjeta-regional';
import { empresaNegocio } from '../lib/empresa-negocio';
import '../lib/mensajes-regional';

/**
 * Regionales (spec document 2, `/configuracion/regionales`): a card per regional with its name and Editar, 'Crear
 * regional', and the side drawer 'Crear Regional' / 'Editar Regional' (create when no id, otherwise edit). The cards
 * come a page at a time from the list call, searched by name or code.
 */
export function RegionalesScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const [texto, setTexto] = useState('');
  const [buscar, setBuscar] = useState('');
  const [pagina, setPagina] = useState(0);
  const [edicion, setEdicion] = useState<{ id: number | null } | null>(null);
  const lista = useRegionales(usuario.empresas_id, buscar, pagina);
  const total = lista.data?.paginacion.total ?? 0;
  const paginas = Math.ceil(total / REGIONALES_POR_PAGINA);

  const aplicar = (e: FormEvent) => {
    e.preventDefault();
    setBuscar(texto.trim());
    setPagina(0);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 700 }}>
          {t('regionales.titulo')}
        </Typography>
        <ConLetra letra="C">
          <Button variant="contained" startIcon={<Add />} onClick={() => setEdicion({ id: null })}>
            {t('regionales.crear')}
          </Button>
        </ConLetra>
      </Box>
      <Box component="form" role="search" onSubmit={aplicar} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          label={t('lista.buscar')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
          sx={{ minInlineSize: 260 }}
        />
        <Button type="submit" variant="outlined">
          {t('lista.buscarBoton')}
        </Button>
      </Box>
      {lista.isError ? (
        <EstadoError texto={traducirMensaje(t, MENSAJES_REGIONAL.errorListar)} onReintentar={() => void lista.refetch()} />
      ) : lista.isPending ? (
        <Grid container spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Skeleton variant="rounded" height={150} />
            </Grid>
          ))}
        </Grid>
      ) : lista.data.result.length === 0 ? (
        <Typography color="text.secondary">{t('mensajes.noSeEncontro')}</Typography>
      ) : (
        <Grid container spacing={2} aria-busy={lista.isPlaceholderData}>
          {lista.data.result.map((r) => (
            <Grid key={r.id_regional} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <TarjetaRegional regional={r} onEditar={(id) => setEdicion({ id })} />
            </Grid>
          ))}
        </Grid>
      )}
      {paginas > 1 ? (
        <Pagination
          count={paginas}
          page={pagina + 1}
          onChange={(_e, p) => setPagina(p - 1)}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(tipo, p) =>
            t(`regionales.paginacion.${tipo === 'page' ? 'pagina' : tipo === 'next' ? 'siguiente' : 'anterior'}`, { pagina: p })
          }
        />
      ) : null}
      {edicion ? <FormularioRegional id={edicion.id} negocioEmpresaId={empresaNegocio(usuario)} onCerrar={() => setEdicion(null)} /> : null}
    </Stack>
  );
}
