import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import Send from '@mui/icons-material/SendOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Download from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { TComprobanteResumen } from '@eds/contracts/conciliacion/comprobantes';
import { ESTADOS_COMPROBANTE, type EstadoComprobante } from '@eds/contracts/conciliacion/conciliacion';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { usePermisos } from '../../../lib/permisos';
import { comprobantesQueryOptions, type FormatoArchivo } from '../api/comprobantes';
import { ChipEstadoComprobante } from './chip-estado';
import { ChipCuadre, DetalleComprobante } from './detalle-comprobante';
import { SelectorFormato } from './selector-formato';
import { useEnvioComprobantes } from './use-envio';
import { useListaServidor } from './use-lista-servidor';

interface Filtros {
  fecha: string;
  estado: EstadoComprobante | '';
}

/**
 * The day vouchers of the user's stations (one per reconciled station day) with their balance check, and
 * `Enviar a SAP` (X): the voucher is exported as a file (CSV or Excel) and recorded ENVIADO. The screen says so:
 * nothing remote is called. A voucher that does not balance is not offered for sending.
 */
export function ComprobantesDia() {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const [borrador, setBorrador] = useState<Filtros>({ fecha: '', estado: '' });
  const [filtros, setFiltros] = useState<Filtros>(borrador);
  const [formato, setFormato] = useState<FormatoArchivo>('csv');
  const [abierto, setAbierto] = useState<number | null>(null);
  const envio = useEnvioComprobantes('apuntamientos');
  const consultaFiltros = useMemo(
    () => ({
      fechaInicial: filtros.fecha || undefined,
      fechaFinal: filtros.fecha || undefined,
      estado: filtros.estado || undefined,
    }),
    [filtros],
  );
  const { consulta, servidor, reiniciar } = useListaServidor(consultaFiltros, (q) => comprobantesQueryOptions(q));

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    setFiltros(borrador);
    reiniciar();
  };

  const columnas = useMemo<ColumnaTabla<TComprobanteResumen>[]>(
    () => [
      { clave: 'id', etiqueta: 'contabilidad.campos.comprobante', tipo: 'numero', decimales: 0, ancho: 120 },
      { clave: 'estacion', etiqueta: 'contabilidad.campos.estacion' },
      { clave: 'fecha', etiqueta: 'contabilidad.campos.fecha', tipo: 'fecha', ancho: 130 },
      {
        clave: 'estado',
        etiqueta: 'contabilidad.campos.estado',
        ancho: 140,
        valor: (c) => t(`contabilidad.estadosComprobante.${c.estado}`),
        celda: (c) => <ChipEstadoComprobante estado={c.estado} />,
      },
      { clave: 'lineas', etiqueta: 'contabilidad.campos.lineas', tipo: 'numero', decimales: 0, ancho: 100 },
      { clave: 'debitos', etiqueta: 'contabilidad.campos.debitos', tipo: 'dinero', ancho: 150 },
      { clave: 'creditos', etiqueta: 'contabilidad.campos.creditos', tipo: 'dinero', ancho: 150 },
      {
        clave: 'cuadra',
        etiqueta: 'contabilidad.campos.cuadre',
        valor: (c) => (c.cuadra ? t('contabilidad.comprobantes.cuadra') : t('contabilidad.mensajes.noCuadra')),
        celda: (c) => <ChipCuadre cuadra={c.cuadra} />,
      },
    ],
    [t],
  );

  const acciones = (c: TComprobanteResumen) => (
    <>
      <BotonAccion
        letra="R"
        etiqueta={t('contabilidad.comprobantes.verDe', { id: c.id })}
        icono={<Visibility />}
        onClick={() => setAbierto(c.id)}
      />
      <BotonAccion
        letra="E"
        etiqueta={t('contabilidad.comprobantes.descargarDe', { id: c.id })}
        icono={<Download />}
        onClick={() => void envio.descargar(c.id, formato)}
      />
      <BotonAccion
        letra="X"
        etiqueta={t('contabilidad.comprobantes.enviarDe', { id: c.id })}
        icono={<Send />}
        color="primary"
        deshabilitado={!c.cuadra || c.estado === 'CONCILIADO' || envio.enviando}
        onClick={() => void envio.enviar([c.id], formato)}
      />
    </>
  );

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="titulo-comprobantes">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="titulo-comprobantes" sx={{ fontWeight: 700 }}>
          {t('contabilidad.comprobantes.titulo')}
        </Typography>
        <Alert severity="info">{t('contabilidad.comprobantes.aviso')}</Alert>
        <Box
          component="form"
          role="search"
          aria-label={t('contabilidad.comprobantes.filtros')}
          onSubmit={buscar}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          <TextField
            fullWidth={false}
            type="date"
            name="fecha"
            label={t('contabilidad.campos.fecha')}
            value={borrador.fecha}
            onChange={(e) => setBorrador((b) => ({ ...b, fecha: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            fullWidth={false}
            name="estado"
            label={t('contabilidad.campos.estado')}
            value={borrador.estado}
            onChange={(e) => setBorrador((b) => ({ ...b, estado: e.target.value as Filtros['estado'] }))}
            sx={{ minInlineSize: 180 }}
          >
            <MenuItem value="">{t('lista.todos')}</MenuItem>
            {ESTADOS_COMPROBANTE.map((e) => (
              <MenuItem key={e} value={e}>
                {t(`contabilidad.estadosComprobante.${e}`)}
              </MenuItem>
            ))}
          </TextField>
          {tiene('X') || tiene('E') ? <SelectorFormato valor={formato} onCambiar={setFormato} /> : null}
          <Button type="submit" variant="contained" startIcon={<Search />}>
            {t('lista.buscarBoton')}
          </Button>
        </Box>
        {consulta.isError ? (
          <EstadoError onReintentar={() => void consulta.refetch()} />
        ) : (
          <TablaDatos<TComprobanteResumen>
            columnas={columnas}
            datos={consulta.data?.data ?? []}
            cargando={consulta.isPending}
            titulo="contabilidad.comprobantes.titulo"
            nombreArchivo="comprobantes_contables"
            exportable={tiene('E')}
            accionesFila={acciones}
            idFila={(c) => String(c.id)}
            servidor={servidor}
          />
        )}
      </Stack>
      {abierto !== null ? <DetalleComprobante id={abierto} onCerrar={() => setAbierto(null)} /> : null}
    </Paper>
  );
}
