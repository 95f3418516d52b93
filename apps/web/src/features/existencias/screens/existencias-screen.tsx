import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ALERTAS_EXISTENCIA, type TExistenciaBodega } from '@eds/contracts/inventario';
import { ConLetra } from '../../../components/acciones/con-letra';
import { EstadoError } from '../../../components/estados/estado-error';
import { IndicadorEstado, type NivelEstado } from '../../../components/estados/indicador-estado';
import { avisarError } from '../../../components/formulario/avisar-error';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useBodegasExistencias, useExistencias, useIniciarToma, useTomaAbierta } from '../api/existencias';
import { TomaFisica } from '../components/toma-fisica';

type Alerta = (typeof ALERTAS_EXISTENCIA)[number];
const NIVEL: Record<Alerta, NivelEstado> = { AGOTADO: 'error', 'BAJO MÍNIMO': 'aviso', 'SOBRE MÁXIMO': 'aviso', NORMAL: 'ok' };

/**
 * Inventario de productos (SCREENS G14, `/configuracion/gestion_inventario_productos`): a station's warehouse, its
 * stock per product at average cost with AGOTADO / BAJO MÍNIMO / SOBRE MÁXIMO, exported (letter E); `Toma física`
 * (letter C) snapshots it for a count, resumed while open, whose adjustment is letter A.
 */
export function ExistenciasScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opcionesEstacion = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [elegida, setElegida] = useState<number | null>(null);
  const estacion = propia ?? elegida;
  const bodegas = useBodegasExistencias(estacion);
  const [bodega, setBodega] = useState<number | null>(null);
  const [alerta, setAlerta] = useState<Alerta | null>(null);
  const [ajuste, setAjuste] = useState<{ consecutivo: number | null } | null>(null);
  const existencias = useExistencias(bodega);
  const abierta = useTomaAbierta(bodega);
  const iniciar = useIniciarToma();

  const columnas = useMemo<ColumnaTabla<TExistenciaBodega>[]>(() => {
    const texto = (a: Alerta) => t(`existencias.alertas.${a}`);
    return [
      { clave: 'codigo', etiqueta: 'existencias.campos.codigo', ancho: 110 },
      { clave: 'descripcion', etiqueta: 'existencias.campos.producto' },
      { clave: 'cantidad', etiqueta: 'existencias.campos.cantidad', tipo: 'numero', decimales: 3, ancho: 120 },
      { clave: 'stock_minimo', etiqueta: 'existencias.campos.minimo', tipo: 'numero', decimales: 3, ancho: 110 },
      { clave: 'stock_maximo', etiqueta: 'existencias.campos.maximo', tipo: 'numero', decimales: 3, ancho: 110 },
      { clave: 'costo_promedio', etiqueta: 'existencias.campos.costo', tipo: 'dinero', ancho: 140 },
      { clave: 'valor', etiqueta: 'existencias.campos.valor', tipo: 'dinero', ancho: 150 },
      {
        clave: 'alerta',
        etiqueta: 'existencias.campos.alerta',
        ancho: 150,
        valor: (f) => texto(f.alerta),
        celda: (f) => <IndicadorEstado nivel={NIVEL[f.alerta]} texto={texto(f.alerta)} />,
      },
    ];
  }, [t]);
  const filas = useMemo(() => (existencias.data ?? []).filter((f) => alerta === null || f.alerta === alerta), [existencias.data, alerta]);

  const elegirBodega = (id: number | null) => {
    setBodega(id);
    setAjuste(null);
  };
  const alIniciar = async () => {
    const b = bodegas.data?.find((x) => x.valor === bodega);
    if (!b) return;
    try {
      const r = await iniciar.mutateAsync({ bodega_id: b.valor, tipo_negocio: b.negocio });
      setAjuste(null);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 700 }}>
          {t('existencias.titulo')}
        </Typography>
        {bodega !== null && abierta.data === null ? (
          <ConLetra letra="C">
            <Button variant="contained" startIcon={<Inventory />} onClick={() => void alIniciar()} disabled={iniciar.isPending}>
              {t('existencias.iniciarToma')}
            </Button>
          </ConLetra>
        ) : null}
      </Box>
      <Box role="search" aria-label={t('existencias.filtros')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {propia === null ? (
          <FiltroOpcion
            etiqueta={t('existencias.campos.estacion')}
            valor={elegida}
            textoTodos={t('existencias.elija')}
            opciones={opcionesEstacion}
            onCambiar={(v) => {
              setElegida(v);
              elegirBodega(null);
            }}
          />
        ) : null}
        <FiltroOpcion
          etiqueta={t('existencias.campos.bodega')}
          valor={bodega}
          textoTodos={t('existencias.elija')}
          opciones={(bodegas.data ?? []).map(({ valor, texto }) => ({ valor, texto }))}
          onCambiar={elegirBodega}
        />
        <FiltroOpcion<Alerta>
          etiqueta={t('existencias.campos.alerta')}
          valor={alerta}
          textoTodos={t('existencias.todas')}
          opciones={ALERTAS_EXISTENCIA.map((a) => ({ valor: a, texto: t(`existencias.alertas.${a}`) }))}
          onCambiar={setAlerta}
        />
      </Box>
      {ajuste ? (
        <Alert severity="success" role="status">
          {ajuste.consecutivo === null
            ? t('existencias.sinDiferencias')
            : t('existencias.ajusteGenerado', { consecutivo: ajuste.consecutivo })}
        </Alert>
      ) : null}
      {bodega === null ? (
        <Alert severity="info">{t('existencias.elijaBodega')}</Alert>
      ) : existencias.isError ? (
        <EstadoError onReintentar={() => void existencias.refetch()} />
      ) : (
        <>
          {abierta.data ? <TomaFisica id={abierta.data} onAjustada={(consecutivo) => setAjuste({ consecutivo })} /> : null}
          <TablaDatos<TExistenciaBodega>
            columnas={columnas}
            datos={filas}
            cargando={existencias.isPending}
            titulo="existencias.titulo"
            nombreArchivo="inventario_productos"
            exportable={tiene('E')}
            idFila={(f) => String(f.producto_id)}
          />
        </>
      )}
    </Stack>
  );
}
