import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import Replay from '@mui/icons-material/Replay';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import {
  ZConciliacionSincFiltro,
  type TConciliacionSincEquipo,
  type TConciliacionSincFiltro,
  type TConciliacionSincPrefijo,
  type TReenvioSinc,
} from '@eds/contracts/soporte';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { clavesSoporte, conciliarSincronizacion, useSolicitarReenvio } from '../api/soporte';
import '../lib/mensajes';

const USUARIO_ESTACION = 5;

/**
 * Conciliación de sincronización (SCREENS.md G06, `/soporte/conciliacion`): for a station and business day, each
 * device's sales as the POS counted them against those the server received, and each prefix's numbering with its
 * gaps. `Solicitar reenvío` (letter X) asks a device (or the devices of a prefix) to send that day, or that range,
 * again. Both tables export to PDF/Excel (letter E). A station user's station is fixed.
 */
export function ConciliacionSincronizacionScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const { confirmar, dialogo } = useConfirmacion();
  const empresas = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const estaciones = empresas.data ?? [];
  const bloqueada = usuario.tipo === USUARIO_ESTACION;
  const [borrador, setBorrador] = useState<{ empresa_id: string; fecha: string }>({
    empresa_id: bloqueada && usuario.empresas_id ? String(usuario.empresas_id) : '',
    fecha: diaOperativo(new Date()),
  });
  const [error, setError] = useState<string | null>(null);
  const [consulta, setConsulta] = useState<TConciliacionSincFiltro | null>(null);
  const reenvio = useSolicitarReenvio();

  const datos = useQuery({
    queryKey: clavesSoporte.conciliacion(consulta ?? { empresa_id: 0, fecha: '' }),
    queryFn: ({ signal }) => conciliarSincronizacion(consulta!, signal),
    enabled: consulta !== null,
  });

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const r = ZConciliacionSincFiltro.safeParse(borrador);
    if (!r.success) {
      setError(r.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setConsulta(r.data);
  };

  const solicitar = async (pregunta: string, r: TReenvioSinc) => {
    if (!(await confirmar(pregunta))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await reenvio.mutateAsync(r)).mensaje), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const columnasEquipos = useMemo<ColumnaTabla<TConciliacionSincEquipo>[]>(
    () => [
      { clave: 'equipo', etiqueta: 'soporte.conciliacion.equipo' },
      { clave: 'ventas_pos', etiqueta: 'soporte.conciliacion.ventasPos', tipo: 'numero', decimales: 0 },
      { clave: 'ventas_servidor', etiqueta: 'soporte.conciliacion.ventasServidor', tipo: 'numero', decimales: 0 },
      { clave: 'diferencia', etiqueta: 'soporte.conciliacion.diferencia', tipo: 'numero', decimales: 0 },
      {
        clave: 'total_pos',
        etiqueta: 'soporte.conciliacion.totalPos',
        tipo: 'dinero',
        valor: (f) => (f.total_pos === null ? null : Number(f.total_pos)),
      },
      { clave: 'total_servidor', etiqueta: 'soporte.conciliacion.totalServidor', tipo: 'dinero', valor: (f) => Number(f.total_servidor) },
      { clave: 'estado', etiqueta: 'soporte.conciliacion.estado', valor: (f) => t(`soporte.conciliacion.estados.${f.estado}`) },
      { clave: 'reportado_en', etiqueta: 'soporte.conciliacion.reportadoEn', ancho: 170 },
    ],
    [t],
  );

  const columnasPrefijos = useMemo<ColumnaTabla<TConciliacionSincPrefijo>[]>(
    () => [
      { clave: 'prefijo', etiqueta: 'soporte.conciliacion.prefijo' },
      { clave: 'primero', etiqueta: 'soporte.conciliacion.primero', tipo: 'numero', decimales: 0 },
      { clave: 'ultimo', etiqueta: 'soporte.conciliacion.ultimo', tipo: 'numero', decimales: 0 },
      { clave: 'recibidas', etiqueta: 'soporte.conciliacion.recibidas', tipo: 'numero', decimales: 0 },
      { clave: 'faltantes', etiqueta: 'soporte.conciliacion.faltantes', tipo: 'numero', decimales: 0 },
      { clave: 'huecos', etiqueta: 'soporte.conciliacion.huecos', ancho: 260 },
    ],
    [],
  );

  const d = datos.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('soporte.conciliacion.titulo')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('lista.filtros')}
        onSubmit={buscar}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          label={t('soporte.conciliacion.estacion')}
          value={borrador.empresa_id}
          disabled={bloqueada}
          onChange={(e) => setBorrador((b) => ({ ...b, empresa_id: e.target.value }))}
          error={error !== null}
          helperText={error ? traducirMensaje(t, error) : undefined}
          sx={{ minInlineSize: 260 }}
        >
          {estaciones.map((e) => (
            <MenuItem key={e.idEds} value={String(e.idEds)}>
              {e.alias}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('soporte.conciliacion.fecha')}
          value={borrador.fecha}
          onChange={(e) => setBorrador((b) => ({ ...b, fecha: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />} sx={{ marginBlockStart: 1 }}>
          {t('lista.buscarBoton')}
        </Button>
      </Box>
      {datos.isError ? <EstadoError onReintentar={() => void datos.refetch()} /> : null}
      {consulta && !datos.isError ? (
        <>
          <Typography variant="h6" component="h2">
            {t('soporte.conciliacion.equipos')}
          </Typography>
          <TablaDatos<TConciliacionSincEquipo>
            columnas={columnasEquipos}
            datos={d?.equipos ?? []}
            cargando={datos.isPending}
            titulo="soporte.conciliacion.equipos"
            nombreArchivo="conciliacion_equipos"
            exportable={tiene('E')}
            idFila={(f) => String(f.equipo_id)}
            accionesFila={(f) => (
              <BotonAccion
                letra="X"
                etiqueta={t('soporte.conciliacion.reenviarEquipo', { equipo: f.equipo })}
                icono={<Replay />}
                deshabilitado={reenvio.isPending}
                onClick={() =>
                  void solicitar(t('soporte.conciliacion.confirmarEquipo', { equipo: f.equipo, fecha: consulta.fecha }), {
                    empresa_id: consulta.empresa_id,
                    fecha: consulta.fecha,
                    equipos: [f.equipo_id],
                  })
                }
              />
            )}
          />
          <Typography variant="h6" component="h2">
            {t('soporte.conciliacion.prefijos')}
          </Typography>
          <TablaDatos<TConciliacionSincPrefijo>
            columnas={columnasPrefijos}
            datos={d?.prefijos ?? []}
            cargando={datos.isPending}
            titulo="soporte.conciliacion.prefijos"
            nombreArchivo="conciliacion_prefijos"
            exportable={tiene('E')}
            idFila={(f) => f.prefijo}
            accionesFila={(f) =>
              f.faltantes > 0 ? (
                <BotonAccion
                  letra="X"
                  etiqueta={t('soporte.conciliacion.reenviarPrefijo', { prefijo: f.prefijo })}
                  icono={<Replay />}
                  deshabilitado={reenvio.isPending}
                  onClick={() =>
                    void solicitar(t('soporte.conciliacion.confirmarPrefijo', { prefijo: f.prefijo, huecos: f.huecos }), {
                      empresa_id: consulta.empresa_id,
                      fecha: consulta.fecha,
                      equipos: f.equipos,
                      prefijo: f.prefijo,
                      desde: f.primero,
                      hasta: f.ultimo,
                    })
                  }
                />
              ) : null
            }
          />
        </>
      ) : null}
      {dialogo}
    </Stack>
  );
}
