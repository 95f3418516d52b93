import { useMemo, useState } from 'react';
import { Box, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TDominioFila, TNegocioFila } from '@eds/contracts/empresa/negocios';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { dominiosQueryOptions, negocioListaQueryOptions, useCambiarEstadoDominio, useDominio } from '../api/negocios';
import { FormularioDominio } from '../components/formulario-dominio';
import { FormularioNegocio } from '../components/formulario-negocio';
import '../lib/mensajes-negocios';

/** A colour as a swatch and its hex code. */
function Color({ valor }: { valor: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ inlineSize: 16, blockSize: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: valor }} />
      <span>{valor}</span>
    </Stack>
  );
}

function PestanaNegocio({ negocioId }: { negocioId: number }) {
  const { t } = useTranslation();
  const [edicion, setEdicion] = useState<TNegocioFila | null>(null);
  const columnas = useMemo<ColumnaTabla<TNegocioFila>[]>(
    () => [
      { clave: 'nombre', etiqueta: 'negocios.negocio.campos.nombre' },
      { clave: 'nit', etiqueta: 'negocios.negocio.campos.nit', ancho: 140 },
      { clave: 'razon_social', etiqueta: 'negocios.negocio.campos.razonSocial' },
      { clave: 'tipo', etiqueta: 'negocios.negocio.campos.tipo', valor: (n) => (n.tipo ? t(`negocios.tiposNegocio.${n.tipo}`) : '') },
      { clave: 'pais', etiqueta: 'negocios.negocio.campos.pais' },
      { clave: 'estado', etiqueta: 'lista.estado', ancho: 110, valor: (n) => t(n.estado === 'A' ? 'lista.activo' : 'lista.inactivo') },
    ],
    [t],
  );
  return (
    <>
      <PantallaLista
        titulo="negocios.negocio.titulo"
        entidad="negocios.negocio.entidad"
        nombreArchivo="negocio"
        columnas={columnas}
        opciones={(consulta) => negocioListaQueryOptions(negocioId, consulta)}
        accionesFila={(n) => (
          <BotonAccion letra="U" etiqueta={t('lista.editarDe', { registro: n.nombre })} icono={<Edit />} onClick={() => setEdicion(n)} />
        )}
        idFila={(n) => String(n.id)}
      />
      {edicion ? <FormularioNegocio negocio={edicion} onCerrar={() => setEdicion(null)} /> : null}
    </>
  );
}

/** The edit form waits for the domain's logo, which the list does not carry. */
function EdicionDominio({ id, onCerrar }: { id: number; onCerrar: () => void }) {
  const dominio = useDominio(id);
  if (!dominio.data) return dominio.isError ? null : <CircularProgress size={24} aria-busy />;
  return <FormularioDominio dominio={dominio.data} onCerrar={onCerrar} />;
}

function PestanaDominios({ negocioId }: { negocioId: number }) {
  const { t } = useTranslation();
  const [edicion, setEdicion] = useState<{ id: number | null } | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoDominio();
  const columnas = useMemo<ColumnaTabla<TDominioFila>[]>(
    () => [
      { clave: 'host', etiqueta: 'negocios.dominios.campos.host', ordenable: true },
      { clave: 'alias', etiqueta: 'negocios.dominios.campos.alias', ordenable: true },
      { clave: 'tipo', etiqueta: 'negocios.dominios.campos.tipo', ordenable: true, ancho: 120 },
      { clave: 'color1', etiqueta: 'negocios.dominios.campos.color1', ancho: 130, celda: (d) => <Color valor={d.color1} /> },
      { clave: 'color2', etiqueta: 'negocios.dominios.campos.color2', ancho: 130, celda: (d) => <Color valor={d.color2} /> },
      {
        clave: 'formato_numero',
        etiqueta: 'negocios.dominios.campos.formatoNumero',
        ancho: 150,
        valor: (d) => t(`negocios.formatosNumero.${d.formato_numero}`),
      },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (d) => t(d.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (d) => (
          <InterruptorEstado
            estado={d.estado}
            etiqueta={t('lista.estadoDe', { registro: d.host })}
            onCambiar={async (estado) => (await cambiar({ id: d.id, estado })).mensaje}
          />
        ),
      },
    ],
    [t, cambiar],
  );
  return (
    <>
      <PantallaLista
        titulo="negocios.dominios.titulo"
        entidad="negocios.dominios.entidad"
        nombreArchivo="dominios"
        columnas={columnas}
        opciones={(consulta) => dominiosQueryOptions(negocioId, consulta)}
        onCrear={() => setEdicion({ id: null })}
        accionesFila={(d) => (
          <BotonAccion
            letra="U"
            etiqueta={t('lista.editarDe', { registro: d.host })}
            icono={<Edit />}
            onClick={() => setEdicion({ id: d.id })}
          />
        )}
        idFila={(d) => String(d.id)}
      />
      {edicion?.id === null ? <FormularioDominio dominio={null} onCerrar={() => setEdicion(null)} /> : null}
      {edicion && edicion.id !== null ? <EdicionDominio id={edicion.id} onCerrar={() => setEdicion(null)} /> : null}
    </>
  );
}

/**
 * Negocios (SCREENS.md G01, `empresa/negocios`, decision 054): the signed-in user's own business — a tenant never
 * sees another — edited in a drawer, and its domains (hosts, theme, colours, logo) in the Dominios tab. New
 * businesses are created by operators with `npm run negocio:crear`.
 */
export function NegociosScreen() {
  const { t } = useTranslation();
  const negocioId = useUsuario().infoDominio.negocio_id;
  const [pestana, setPestana] = useState(0);
  return (
    <Stack spacing={2}>
      <Tabs value={pestana} onChange={(_, v: number) => setPestana(v)} aria-label={t('negocios.titulo')}>
        <Tab label={t('negocios.negocio.pestana')} />
        <Tab label={t('negocios.dominios.titulo')} />
      </Tabs>
      {pestana === 0 ? <PestanaNegocio negocioId={negocioId} /> : null}
      {pestana === 1 ? <PestanaDominios negocioId={negocioId} /> : null}
    </Stack>
  );
}
