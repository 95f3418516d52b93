import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/BlockOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Undo from '@mui/icons-material/UndoOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZTrasladoPdvForm, type TTrasladoPdvFila, type TTrasladoPdvForm } from '@eds/contracts/inventario';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { ConLetra } from '../../../components/acciones/con-letra';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { ApiError } from '../../../lib/api-client';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useFormato } from '../../../lib/formato';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import {
  useAnularDocumento,
  useBodegasEstacion,
  useEnviarTrasladoPdv,
  useLineasDocumento,
  useRechazarTrasladoPdv,
  useRecibirTrasladoPdv,
  useTrasladosPdv,
} from '../api/documentos';
import { DetalleDocumento, FormularioMotivo, useDescargarPdf } from '../components/detalle-documento';
import { Lineas } from '../components/formulario-documento';
import { faltantes, NEGOCIOS_DOCUMENTO, type LineaRecibo } from '../lib/documentos';
import '../lib/mensajes-documentos';

function CampoBodegaDe({ estacion, nombre, etiqueta }: { estacion: string; nombre: string; etiqueta: string }) {
  const empresa = useWatch({ name: estacion }) as number | null;
  const bodegas = useBodegasEstacion(empresa ?? null);
  return (
    <CampoSeleccion<FieldValues>
      nombre={nombre}
      etiqueta={etiqueta}
      requerido
      cargando={empresa !== null && empresa !== undefined && bodegas.isPending}
      opciones={(bodegas.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` }))}
    />
  );
}

/** Enviar traslado: origin station and warehouse, destination station (another of the business) and warehouse, lines. */
function FormularioEnvio({ estaciones, origen, onCerrar }: { estaciones: OpcionSeleccion[]; origen: number | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const enviar = useEnviarTrasladoPdv();
  const [uuid] = useState(() => crypto.randomUUID());
  const form = useFormulario(ZTrasladoPdvForm, {
    defaultValues: {
      uuid,
      empresa_id: origen ?? undefined,
      tipo_negocio: undefined,
      bodega_id: undefined,
      empresa_destino_id: undefined,
      bodega_destino_id: undefined,
      observaciones: '',
      lineas: [{ producto_id: null, cantidad: null }],
    },
  });
  const guardar = async (datos: TTrasladoPdvForm) => {
    const r = await enviar.mutateAsync(datos);
    enqueueSnackbar(t('inventarioDocumentos.pdv.enviado', { consecutivo: r.data.consecutivo }), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      amplio
      titulo={t('formulario.crear', { entidad: t('inventarioDocumentos.tipos.trasladoPdv.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="inventarioDocumentos.pdv.estacionOrigen" requerido opciones={estaciones} />
      <CampoSeleccion<FieldValues>
        nombre="tipo_negocio"
        etiqueta="inventarioDocumentos.campos.tipoNegocio"
        requerido
        opciones={NEGOCIOS_DOCUMENTO.map((n) => ({ valor: n, texto: t(`inventarioDocumentos.negocios.${n}`) }))}
      />
      <CampoBodegaDe estacion="empresa_id" nombre="bodega_id" etiqueta="inventarioDocumentos.campos.bodegaOrigen" />
      <CampoSeleccion<FieldValues>
        nombre="empresa_destino_id"
        etiqueta="inventarioDocumentos.pdv.estacionDestino"
        requerido
        opciones={estaciones}
      />
      <CampoBodegaDe estacion="empresa_destino_id" nombre="bodega_destino_id" etiqueta="inventarioDocumentos.campos.bodegaDestino" />
      <CampoTexto<FieldValues> nombre="observaciones" etiqueta="inventarioDocumentos.campos.observaciones" multilinea maxLength={500} />
      <Lineas costo={false} negocio={null} />
    </CajonFormulario>
  );
}

/** Recibir: the quantities that arrived (each ≤ sent, all of it unless typed); the shortfall is shown before posting. */
function DialogoRecibo({ traslado, onCerrar }: { traslado: TTrasladoPdvFila; onCerrar: () => void }) {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const lineasDoc = useLineasDocumento(traslado.id);
  const recibir = useRecibirTrasladoPdv();
  const [textos, setTextos] = useState<Record<number, string>>({});
  const [error, setError] = useState('');
  const lineas = useMemo<LineaRecibo[]>(
    () =>
      (lineasDoc.data ?? []).map((l) => ({
        producto_id: l.producto_id,
        codigo: l.codigo,
        descripcion: l.descripcion,
        enviada: l.cantidad,
      })),
    [lineasDoc.data],
  );
  const recibidas = useMemo(() => {
    const r: Record<number, number | null> = {};
    for (const [id, texto] of Object.entries(textos)) {
      const v = Number(texto.replace(',', '.'));
      r[Number(id)] = texto.trim() === '' || !Number.isFinite(v) ? null : v;
    }
    return r;
  }, [textos]);
  const calculo = faltantes(lineas, recibidas);
  const confirmar = async () => {
    setError('');
    try {
      await recibir.mutateAsync({
        id: traslado.id,
        lineas: lineas.map((l) => ({ producto_id: l.producto_id, cantidad: recibidas[l.producto_id] ?? l.enviada })),
      });
      enqueueSnackbar(t('inventarioDocumentos.pdv.recibido', { consecutivo: traslado.consecutivo }), { variant: 'success' });
      onCerrar();
    } catch (e) {
      if (e instanceof ApiError && !e.sesionCaducada) setError(traducirMensaje(t, e.mensajeParaUsuario(t('mensajes.errorGenerico'))));
      else avisarError(e, enqueueSnackbar, t);
    }
  };
  return (
    <Dialog open onClose={onCerrar} maxWidth="md" fullWidth aria-labelledby="recibo-pdv-titulo">
      <DialogTitle id="recibo-pdv-titulo">{t('inventarioDocumentos.pdv.recibirDe', { consecutivo: traslado.consecutivo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            {t('inventarioDocumentos.pdv.desde', { origen: traslado.estacion_origen, bodega: traslado.bodega_destino })}
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Table size="small" aria-label={t('inventarioDocumentos.lineas')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('inventarioDocumentos.campos.producto')}</TableCell>
                <TableCell align="right">{t('inventarioDocumentos.pdv.enviada')}</TableCell>
                <TableCell>{t('inventarioDocumentos.pdv.recibida')}</TableCell>
                <TableCell align="right">{t('inventarioDocumentos.pdv.faltante')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lineas.map((l) => {
                const nombre = `${l.codigo} ${l.descripcion}`;
                const falta = calculo.faltante[l.producto_id] ?? 0;
                return (
                  <TableRow key={l.producto_id}>
                    <TableCell>{nombre}</TableCell>
                    <TableCell align="right">{f.numero(l.enviada, 3)}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        value={textos[l.producto_id] ?? ''}
                        placeholder={f.numero(l.enviada, 3)}
                        onChange={(e) => setTextos((x) => ({ ...x, [l.producto_id]: e.target.value }))}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            maxLength: 16,
                            'aria-label': t('inventarioDocumentos.pdv.recibidaDe', { producto: nombre }),
                          },
                        }}
                        sx={{ inlineSize: 130 }}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ color: falta > 0 ? 'error.main' : undefined }}>
                      {f.numero(falta, 3)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {calculo.total > 0 ? (
            <Alert severity="warning">{t('inventarioDocumentos.pdv.avisoFaltante', { total: f.numero(calculo.total, 3) })}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('comun.cancelar')}</Button>
        <Button variant="contained" onClick={() => void confirmar()} disabled={recibir.isPending || lineas.length === 0}>
          {t('inventarioDocumentos.pdv.recibir')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Accion = { tipo: 'recibir' | 'rechazar' | 'anular'; fila: TTrasladoPdvFila };

/**
 * Traslados entre puntos de venta (SCREENS G14, `acciones/traslados-pdv`, decisions 067 and 068): what the chosen
 * station sent (ENVIADO → RECIBIDO / RECHAZADO / ANULADO; `Anular` with N while ENVIADO) and what is coming to it
 * (`Recibir` with the quantities that arrived and the shortfall shown, `Rechazar` with a reason; both letter A).
 * `Crear` (C) sends a transfer: the goods go to the origin's transit warehouse.
 */
export function TrasladosPdvScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [elegida, setElegida] = useState<number | null>(null);
  const estacion = elegida ?? (opciones.length > 0 ? opciones[0].valor : null);
  const [pestana, setPestana] = useState<'enviados' | 'entrantes'>('enviados');
  const lista = useTrasladosPdv(estacion, pestana === 'entrantes');
  const [creando, setCreando] = useState(false);
  const [viendo, setViendo] = useState<number | null>(null);
  const [accion, setAccion] = useState<Accion | null>(null);
  const anular = useAnularDocumento();
  const rechazar = useRechazarTrasladoPdv();
  const pdf = useDescargarPdf();

  const columnas = useMemo<ColumnaTabla<TTrasladoPdvFila>[]>(
    () => [
      { clave: 'consecutivo', etiqueta: 'inventarioDocumentos.campos.consecutivo', tipo: 'numero', decimales: 0, ancho: 100 },
      { clave: 'fecha', etiqueta: 'inventarioDocumentos.campos.fecha', tipo: 'fechaHora', ancho: 170 },
      { clave: 'estacion_origen', etiqueta: 'inventarioDocumentos.pdv.estacionOrigen' },
      { clave: 'bodega_origen', etiqueta: 'inventarioDocumentos.campos.bodegaOrigen' },
      { clave: 'estacion_destino', etiqueta: 'inventarioDocumentos.pdv.estacionDestino' },
      { clave: 'bodega_destino', etiqueta: 'inventarioDocumentos.campos.bodegaDestino' },
      {
        clave: 'tipo_negocio',
        etiqueta: 'inventarioDocumentos.campos.tipoNegocio',
        ancho: 130,
        valor: (f) => t(`inventarioDocumentos.negocios.${f.tipo_negocio}`, { defaultValue: f.tipo_negocio }),
      },
      { clave: 'total', etiqueta: 'inventarioDocumentos.campos.total', tipo: 'dinero', ancho: 130 },
      {
        clave: 'estado',
        etiqueta: 'inventarioDocumentos.campos.estado',
        ancho: 120,
        valor: (f) => t(`inventarioDocumentos.estados.${f.estado}`, { defaultValue: f.estado }),
      },
    ],
    [t],
  );

  const conMotivo = async (a: Accion, motivo: string) => {
    const r =
      a.tipo === 'anular' ? await anular.mutateAsync({ id: a.fila.id, motivo }) : await rechazar.mutateAsync({ id: a.fila.id, motivo });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    setAccion(null);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 700 }}>
          {t('inventarioDocumentos.tipos.trasladoPdv.titulo')}
        </Typography>
        <ConLetra letra="C">
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreando(true)}>
            {t('lista.crear', { entidad: t('inventarioDocumentos.tipos.trasladoPdv.entidad') })}
          </Button>
        </ConLetra>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FiltroOpcion
          etiqueta={t('inventarioDocumentos.campos.estacion')}
          nombre="estacion_id"
          valor={estacion}
          opciones={opciones}
          textoTodos={t('inventarioDocumentos.elijaEstacion')}
          onCambiar={setElegida}
        />
        <Tabs value={pestana} onChange={(_e, v: 'enviados' | 'entrantes') => setPestana(v)}>
          <Tab value="enviados" label={t('inventarioDocumentos.pdv.enviados')} />
          <Tab value="entrantes" label={t('inventarioDocumentos.pdv.entrantes')} />
        </Tabs>
      </Box>
      {lista.isError ? (
        <Alert severity="error">{t('lista.errorDatos')}</Alert>
      ) : (
        <TablaDatos<TTrasladoPdvFila>
          columnas={columnas}
          datos={lista.data ?? []}
          cargando={estacion !== null && lista.isPending}
          titulo="inventarioDocumentos.tipos.trasladoPdv.titulo"
          nombreArchivo={pestana === 'entrantes' ? 'traslados_pdv_entrantes' : 'traslados_pdv'}
          exportable={tiene('E')}
          idFila={(f) => String(f.id)}
          accionesFila={(fila) => (
            <>
              <BotonAccion
                letra="R"
                etiqueta={t('inventarioDocumentos.verDe', { consecutivo: fila.consecutivo })}
                icono={<Visibility />}
                onClick={() => setViendo(fila.id)}
              />
              <BotonAccion
                letra="R"
                etiqueta={t('inventarioDocumentos.pdfDe', { consecutivo: fila.consecutivo })}
                icono={<PictureAsPdf />}
                onClick={() => void pdf(fila.id)}
              />
              {fila.estado === 'ENVIADO' && pestana === 'entrantes' ? (
                <>
                  <BotonAccion
                    letra="A"
                    etiqueta={t('inventarioDocumentos.pdv.recibirDe', { consecutivo: fila.consecutivo })}
                    icono={<Inventory />}
                    color="success"
                    onClick={() => setAccion({ tipo: 'recibir', fila })}
                  />
                  <BotonAccion
                    letra="A"
                    etiqueta={t('inventarioDocumentos.pdv.rechazarDe', { consecutivo: fila.consecutivo })}
                    icono={<Undo />}
                    color="warning"
                    onClick={() => setAccion({ tipo: 'rechazar', fila })}
                  />
                </>
              ) : null}
              {fila.estado === 'ENVIADO' && pestana === 'enviados' ? (
                <BotonAccion
                  letra="N"
                  etiqueta={t('inventarioDocumentos.anularDe', { consecutivo: fila.consecutivo })}
                  icono={<Block />}
                  color="error"
                  onClick={() => setAccion({ tipo: 'anular', fila })}
                />
              ) : null}
            </>
          )}
        />
      )}
      {creando ? <FormularioEnvio estaciones={opciones} origen={estacion} onCerrar={() => setCreando(false)} /> : null}
      {viendo !== null ? <DetalleDocumento id={viendo} onCerrar={() => setViendo(null)} /> : null}
      {accion?.tipo === 'recibir' ? <DialogoRecibo traslado={accion.fila} onCerrar={() => setAccion(null)} /> : null}
      {accion && accion.tipo !== 'recibir' ? (
        <FormularioMotivo
          titulo={t(accion.tipo === 'anular' ? 'inventarioDocumentos.anularDe' : 'inventarioDocumentos.pdv.rechazarDe', {
            consecutivo: accion.fila.consecutivo,
          })}
          onMotivo={(motivo) => conMotivo(accion, motivo)}
          onCerrar={() => setAccion(null)}
        />
      ) : null}
    </Stack>
  );
}
