import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { ZAforoForm } from '@eds/contracts/estacion';
import { ConLetra } from '../../../components/acciones/con-letra';
import { avisarError } from '../../../components/formulario/avisar-error';
import { exportarExcel } from '../../../components/tabla/exportar-excel';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { useGuardarAforo, useProbarAforo, useTanquesEstacion, useVersionesAforo } from '../api/aforo';
import { useEstacionesBodega } from '../api/bodegas';
import { filasDeCsv, filasDeExcel, type FilaAforo } from '../lib/importar-aforo';
import '../lib/mensajes-bodegas';

const VACIA: FilaAforo = { altura: '', volumen: '' };

/**
 * Tablas de aforo (SCREENS.md G04, `/configuracion/gestion_aforo`): a tank's calibration chart, height (mm) to
 * volume (gal). Each save is a new version in force from `Vigente desde`; `Probar` interpolates with the version
 * in force now; rows can be imported from CSV or Excel (column A height, B volume).
 */
export function AforoScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const [estacion, setEstacion] = useState<number | null>(propia);
  const [tanque, setTanque] = useState<number | null>(null);
  const [version, setVersion] = useState<number | 'nueva'>('nueva');
  const [filas, setFilas] = useState<FilaAforo[]>([VACIA, VACIA]);
  const [vigenteDesde, setVigenteDesde] = useState('');
  const [error, setError] = useState<{ fila: number | null; mensaje: string } | null>(null);
  const [altura, setAltura] = useState('');
  const [resultado, setResultado] = useState<string | null>(null);
  const archivo = useRef<HTMLInputElement>(null);

  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  const tanques = useTanquesEstacion(estacion);
  const versiones = useVersionesAforo(tanque);
  const guardar = useGuardarAforo(tanque);
  const probar = useProbarAforo(tanque);
  const tanqueElegido = useMemo(() => tanques.data?.find((b) => b.id === tanque) ?? null, [tanques.data, tanque]);

  // A tank's latest version is shown when its versions arrive (picked, or refreshed after a save); without
  // versions the grid starts empty. Adjusted while rendering, as React advises for state derived from new data.
  const [vistas, setVistas] = useState<typeof versiones.data>(undefined);
  if (versiones.data && versiones.data !== vistas) {
    setVistas(versiones.data);
    const ultima = versiones.data[0];
    setVersion(ultima ? ultima.id : 'nueva');
    setFilas(ultima ? ultima.puntos.map((p) => ({ altura: String(p.altura_mm), volumen: String(p.volumen) })) : [VACIA, VACIA]);
    setError(null);
    setResultado(null);
  }

  const verVersion = (id: number | 'nueva') => {
    setVersion(id);
    const v = versiones.data?.find((x) => x.id === id);
    setFilas(v ? v.puntos.map((p) => ({ altura: String(p.altura_mm), volumen: String(p.volumen) })) : [VACIA, VACIA]);
    setError(null);
  };

  const cambiarFila = (i: number, campo: keyof FilaAforo, valor: string) =>
    setFilas((f) => f.map((x, j) => (j === i ? { ...x, [campo]: valor.replace(',', '.') } : x)));

  const alGuardar = async () => {
    const cuerpo = {
      ...(vigenteDesde.trim() ? { vigente_desde: vigenteDesde.trim() } : {}),
      puntos: filas
        .filter((f) => f.altura.trim() !== '' || f.volumen.trim() !== '')
        .map((f) => ({ altura_mm: f.altura.trim(), volumen: f.volumen.trim() })),
    };
    const r = ZAforoForm.safeParse(cuerpo);
    if (!r.success) {
      const issue = r.error.issues[0];
      const i = issue.path[0] === 'puntos' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
      setError({ fila: i, mensaje: traducirMensaje(t, issue.message) });
      return;
    }
    setError(null);
    try {
      const g = await guardar.mutateAsync(r.data);
      enqueueSnackbar(t('bodegas.aforo.guardado', { desde: g.data.vigente_desde }), { variant: 'success' });
      setVigenteDesde('');
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const alProbar = async () => {
    setResultado(null);
    const n = Number(altura.replace(',', '.'));
    if (altura.trim() === '' || !Number.isFinite(n)) return;
    try {
      const r = await probar.mutateAsync(n);
      setResultado(t('bodegas.aforo.resultado', { volumen: r.data.volumen.toLocaleString('es-CO', { maximumFractionDigits: 3 }) }));
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const alImportar = async (f: File) => {
    const nuevas = /\.xlsx$/i.test(f.name) ? await filasDeExcel(await f.arrayBuffer()) : filasDeCsv(await f.text());
    if (nuevas.length === 0) {
      enqueueSnackbar(t('bodegas.aforo.archivoNoValido'), { variant: 'error' });
      return;
    }
    setVersion('nueva');
    setFilas(nuevas);
    setError(null);
    enqueueSnackbar(t('bodegas.aforo.importadas', { n: nuevas.length }), { variant: 'success' });
  };

  const alExportar = () =>
    exportarExcel({
      titulo: `${t('bodegas.aforo.titulo')} ${tanqueElegido?.codigo ?? ''}`,
      nombreArchivo: `aforo_${tanqueElegido?.codigo ?? ''}`,
      columnas: [
        { titulo: t('bodegas.aforo.altura'), tipo: 'numero', decimales: 1 },
        { titulo: t('bodegas.aforo.volumen'), tipo: 'numero', decimales: 3 },
      ],
      filas: filas.filter((f) => f.altura !== '').map((f) => [Number(f.altura), Number(f.volumen)]),
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('bodegas.aforo.titulo')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('bodegas.campos.estacion')}
          value={estacion ?? ''}
          onChange={(e) => {
            setEstacion(Number(e.target.value));
            setTanque(null);
          }}
          disabled={propia !== null}
          sx={{ minWidth: 260 }}
        >
          {(estaciones.data ?? []).map((e) => (
            <MenuItem key={e.idEds} value={e.idEds}>
              {e.alias}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('bodegas.aforo.tanque')}
          value={tanque ?? ''}
          onChange={(e) => setTanque(Number(e.target.value))}
          disabled={estacion === null}
          sx={{ minWidth: 260 }}
        >
          {(tanques.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {`${b.codigo} — ${b.descripcion}${b.producto ? ` (${b.producto})` : ''}`}
            </MenuItem>
          ))}
        </TextField>
        {tanque !== null ? (
          <TextField
            select
            label={t('bodegas.aforo.version')}
            value={version}
            onChange={(e) => verVersion(e.target.value === 'nueva' ? 'nueva' : Number(e.target.value))}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="nueva">{t('bodegas.aforo.nueva')}</MenuItem>
            {(versiones.data ?? []).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {`${t('bodegas.aforo.vigenteDesde')} ${v.vigente_desde}`}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>

      {tanque === null ? (
        <Typography color="text.secondary">{t('bodegas.aforo.sinTanque')}</Typography>
      ) : (
        <>
          {versiones.data && versiones.data.length === 0 ? <Alert severity="info">{t('bodegas.aforo.sinVersiones')}</Alert> : null}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Paper variant="outlined" sx={{ p: 2, minWidth: 360 }}>
              <Table size="small" aria-label={t('bodegas.aforo.titulo')}>
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>{t('bodegas.aforo.altura')}</TableCell>
                    <TableCell>{t('bodegas.aforo.volumen')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {filas.map((f, i) => (
                    <TableRow key={i}>
                      <TableCell>{i + 1}</TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={f.altura}
                          error={error?.fila === i}
                          onChange={(e) => cambiarFila(i, 'altura', e.target.value)}
                          slotProps={{
                            htmlInput: {
                              'aria-label': `${t('bodegas.aforo.altura')} ${t('bodegas.aforo.fila', { n: i + 1 })}`,
                              inputMode: 'decimal',
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={f.volumen}
                          error={error?.fila === i}
                          onChange={(e) => cambiarFila(i, 'volumen', e.target.value)}
                          slotProps={{
                            htmlInput: {
                              'aria-label': `${t('bodegas.aforo.volumen')} ${t('bodegas.aforo.fila', { n: i + 1 })}`,
                              inputMode: 'decimal',
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        <IconButton
                          size="small"
                          aria-label={t('bodegas.aforo.quitarFila', { n: i + 1 })}
                          onClick={() => setFilas((x) => x.filter((_, j) => j !== i))}
                        >
                          <Delete fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button onClick={() => setFilas((x) => [...x, VACIA])}>{t('bodegas.aforo.agregarFila')}</Button>
                <ConLetra letra="U">
                  <Button onClick={() => archivo.current?.click()}>{t('bodegas.aforo.importar')}</Button>
                </ConLetra>
                <ConLetra letra="E">
                  <Button onClick={() => void alExportar()}>{t('bodegas.aforo.exportar')}</Button>
                </ConLetra>
                <input
                  ref={archivo}
                  type="file"
                  hidden
                  data-testid="archivo-aforo"
                  accept=".csv,.txt,.xlsx"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    e.target.value = '';
                    if (f) void alImportar(f);
                  }}
                />
              </Stack>
            </Paper>
            <Stack spacing={2} sx={{ minWidth: 280 }}>
              {error ? (
                <Alert severity="error">
                  {error.fila !== null ? `${t('bodegas.aforo.fila', { n: error.fila + 1 })}: ` : ''}
                  {error.mensaje}
                </Alert>
              ) : null}
              <ConLetra letra="U">
                <TextField
                  label={t('bodegas.aforo.vigenteDesde')}
                  value={vigenteDesde}
                  onChange={(e) => setVigenteDesde(e.target.value)}
                  helperText={t('bodegas.aforo.vigenteDesdeAyuda')}
                />
                <Button variant="contained" onClick={() => void alGuardar()} disabled={guardar.isPending}>
                  {t('bodegas.aforo.guardar')}
                </Button>
              </ConLetra>
              <Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label={t('bodegas.aforo.alturaPrueba')}
                    value={altura}
                    onChange={(e) => setAltura(e.target.value)}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <Button variant="outlined" onClick={() => void alProbar()} disabled={probar.isPending}>
                    {t('bodegas.aforo.probar')}
                  </Button>
                </Stack>
                {resultado ? (
                  <Typography role="status" sx={{ mt: 1, fontWeight: 700 }}>
                    {resultado}
                  </Typography>
                ) : null}
              </Box>
            </Stack>
          </Stack>
        </>
      )}
    </Stack>
  );
}
