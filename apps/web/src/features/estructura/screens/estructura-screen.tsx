import { useMemo, useState } from 'react';
import Add from '@mui/icons-material/AddCircleOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import Search from '@mui/icons-material/Search';
import { Chip, IconButton, InputAdornment, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEmpresaNodo } from '@eds/contracts/empresa';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { ConLetra } from '../../../components/acciones/con-letra';
import { Arbol } from '../../../components/arbol/arbol';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useArbolEmpresas, useCambiarEstadoEmpresa, useMoverEmpresa } from '../api/arbol-empresas';
import { FormularioEmpresa } from '../components/formulario-empresa';
import { MoverEmpresa } from '../components/mover-empresa';
import '../lib/mensajes-estructura';

type Nodo = TEmpresaNodo & { padre: number | null };

/** The business root and the regionals: the only companies others hang from. */
const esContenedor = (n: TEmpresaNodo) => n.tipo === TIPO_EMPRESA.NEGOCIO || n.tipo === TIPO_EMPRESA.REGIONAL;

/** The nodes matching the search (alias, razón social, city) and their ancestors, so each match shows in place. */
function filtrar(nodos: readonly Nodo[], buscar: string): Nodo[] {
  const b = buscar.trim().toUpperCase();
  if (!b) return [...nodos];
  const porId = new Map(nodos.map((n) => [n.id, n]));
  const quedan = new Set<number>();
  for (const n of nodos) {
    if (![n.alias, n.razon_social, n.ciudad ?? ''].some((v) => v.toUpperCase().includes(b))) continue;
    for (let x: Nodo | undefined = n; x && !quedan.has(x.id); x = x.padre === null ? undefined : porId.get(x.padre)) quedan.add(x.id);
  }
  return nodos.filter((n) => quedan.has(n.id));
}

/**
 * Estructura empresarial (SCREENS.md G01): the tree of the companies under the user's company. A company is added
 * under the business root or a regional (letter C), moved by dragging it onto its new parent or with Mover (U; the
 * server refuses a parent among its own descendants with its text) and switched A/I (U).
 */
export function EstructuraScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const arbol = useArbolEmpresas(usuario.empresas_id);
  const mover = useMoverEmpresa();
  const { mutateAsync: cambiarEstado } = useCambiarEstadoEmpresa();
  const [buscar, setBuscar] = useState('');
  const [alta, setAlta] = useState<number | null>(null);
  const [moviendo, setMoviendo] = useState<TEmpresaNodo | null>(null);

  const nodos = useMemo<Nodo[]>(() => (arbol.data ?? []).map((n) => ({ ...n, padre: n.empresas_id })), [arbol.data]);
  const visibles = useMemo(() => filtrar(nodos, buscar), [nodos, buscar]);
  const destinos = useMemo(() => nodos.filter((n) => esContenedor(n) && n.estado === 'A'), [nodos]);

  const moverA = async (empresa: TEmpresaNodo, padreId: number) => {
    try {
      const r = await mover.mutateAsync({ id: empresa.id, empresas_id: padreId });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      setMoviendo(null);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const detalle = (n: Nodo) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Chip size="small" variant="outlined" label={t(`estructura.tipos.${n.tipo}`)} />
      {n.ciudad ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 90 }}>
          {n.ciudad}
        </Typography>
      ) : null}
      {esContenedor(n) && n.estado === 'A' ? (
        <ConLetra letra="C">
          <Tooltip title={t('estructura.agregarEn', { registro: n.alias })}>
            <IconButton size="small" aria-label={t('estructura.agregarEn', { registro: n.alias })} onClick={() => setAlta(n.id)}>
              <Add fontSize="small" />
            </IconButton>
          </Tooltip>
        </ConLetra>
      ) : null}
      {n.empresas_id !== null ? (
        <ConLetra letra="U">
          <Tooltip title={t('estructura.mover.de', { registro: n.alias })}>
            <IconButton size="small" aria-label={t('estructura.mover.de', { registro: n.alias })} onClick={() => setMoviendo(n)}>
              <DriveFileMove fontSize="small" />
            </IconButton>
          </Tooltip>
        </ConLetra>
      ) : null}
      <InterruptorEstado
        estado={n.estado}
        soloLectura={n.empresas_id === null}
        etiqueta={t('lista.estadoDe', { registro: n.alias })}
        onCambiar={async (estado) => (await cambiarEstado({ id: n.id, estado })).mensaje}
      />
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('estructura.titulo')}
      </Typography>
      <Stack role="search" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label={t('estructura.buscar')}
          value={buscar}
          onChange={(e) => setBuscar(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: 280 }}
        />
        {tiene('U') ? (
          <Typography variant="body2" color="text.secondary">
            {t('estructura.ayudaArrastre')}
          </Typography>
        ) : null}
      </Stack>
      {arbol.isError ? (
        <EstadoError onReintentar={() => void arbol.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: 1 }} aria-busy={arbol.isFetching}>
          {arbol.isPending ? (
            <Typography sx={{ p: 2 }}>{t('estructura.cargando')}</Typography>
          ) : visibles.length === 0 ? (
            <Typography sx={{ p: 2 }}>{t('estructura.sinResultados')}</Typography>
          ) : (
            <Arbol<Nodo>
              nodos={visibles}
              etiqueta={t('estructura.arbol')}
              texto={(n) => n.alias}
              detalle={detalle}
              arrastrable={(n) => tiene('U') && n.empresas_id !== null && !mover.isPending}
              aceptaSoltar={(origen, destino) => esContenedor(destino) && destino.estado === 'A' && origen.empresas_id !== destino.id}
              onSoltar={(origen, destino) => void moverA(origen, destino.id)}
              expandir={(n) => t('estructura.expandir', { registro: n.alias })}
              contraer={(n) => t('estructura.contraer', { registro: n.alias })}
            />
          )}
        </Paper>
      )}
      {alta !== null ? <FormularioEmpresa padre={alta} padres={destinos} onCerrar={() => setAlta(null)} /> : null}
      {moviendo ? (
        <MoverEmpresa
          empresa={moviendo}
          destinos={destinos}
          enviando={mover.isPending}
          onMover={(padre) => void moverA(moviendo, padre)}
          onCerrar={() => setMoviendo(null)}
        />
      ) : null}
    </Stack>
  );
}
