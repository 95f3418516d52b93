import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import Calculate from '@mui/icons-material/CalculateOutlined';
import QrCodeScanner from '@mui/icons-material/QrCodeScannerOutlined';
import Save from '@mui/icons-material/SaveOutlined';
import type { FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZConteoForm, type TTomaFisica } from '@eds/contracts/inventario';
import { ConLetra } from '../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { Formulario } from '../../../components/formulario/formulario';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useGenerarAjuste, useRegistrarConteo, useToma } from '../api/existencias';

type LineaToma = TTomaFisica['lineas'][number];
/** One counted line as the contract takes it: a product's typed quantity, or a scanned barcode. */
const ZLineaConteo = ZConteoForm.shape.lineas.element;

/** A scanner types the barcode and Enter: each scan adds one unit to its product. */
function Escaner({ id }: { id: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarConteo();
  const form = useFormulario(ZLineaConteo, { defaultValues: { codigo_barras: '', cantidad: 1, sumar: true } });
  const enviar = async (linea: { codigo_barras?: string | undefined }) => {
    const codigo = linea.codigo_barras ?? '';
    const r = await registrar.mutateAsync({ id, lineas: [{ codigo_barras: codigo, cantidad: 1, sumar: true }] });
    enqueueSnackbar(t('existencias.escaneado', { codigo, mensaje: traducirMensaje(t, r.mensaje) }), { variant: 'success' });
    form.reset({ codigo_barras: '', cantidad: 1, sumar: true });
  };
  return (
    <Formulario form={form} onEnviar={enviar} sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <CampoTexto<FieldValues> nombre="codigo_barras" etiqueta="existencias.codigoBarras" requerido inputMode="numeric" maxLength={40} />
      </Box>
      <Button type="submit" variant="outlined" startIcon={<QrCodeScanner />} disabled={form.formState.isSubmitting}>
        {t('existencias.sumarEscaneo')}
      </Button>
    </Formulario>
  );
}

/** A product's counted quantity, typed (it replaces what was counted before). */
function ConteoDigitado({ id, lineas }: { id: number; lineas: LineaToma[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarConteo();
  const form = useFormulario(ZLineaConteo, { defaultValues: { producto_id: undefined, cantidad: undefined } });
  const opciones = useMemo(() => lineas.map((l) => ({ valor: l.producto_id, texto: `${l.codigo} ${l.descripcion}` })), [lineas]);
  const enviar = async (linea: { producto_id?: number | undefined; cantidad: number }) => {
    if (linea.producto_id === undefined) return;
    const r = await registrar.mutateAsync({ id, lineas: [{ producto_id: linea.producto_id, cantidad: linea.cantidad }] });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    form.reset({ producto_id: undefined, cantidad: undefined });
  };
  return (
    <Formulario form={form} onEnviar={enviar} sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '2 1 280px' }}>
        <CampoSeleccion<FieldValues> nombre="producto_id" etiqueta="existencias.campos.producto" requerido opciones={opciones} />
      </Box>
      <Box sx={{ flex: '1 1 140px' }}>
        <CampoNumero<FieldValues> nombre="cantidad" etiqueta="existencias.campos.contada" requerido />
      </Box>
      <Button type="submit" variant="outlined" startIcon={<Save />} disabled={form.formState.isSubmitting}>
        {t('existencias.registrarConteo')}
      </Button>
    </Formulario>
  );
}

/**
 * `Toma física` of a warehouse (SCREENS G14): the stock snapshot at its start, counted quantities typed or scanned,
 * the difference per product, and `Generar ajuste` (letter A), which posts the differences as one adjustment
 * document and closes the count.
 */
export function TomaFisica({ id, onAjustada }: { id: number; onAjustada: (consecutivo: number | null) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const toma = useToma(id);
  const ajustar = useGenerarAjuste();
  const { confirmar, dialogo } = useConfirmacion();
  const [ajustando, setAjustando] = useState(false);
  const columnas = useMemo<ColumnaTabla<LineaToma>[]>(() => {
    const cantidad = { tipo: 'numero' as const, decimales: 3, ancho: 130 };
    return [
      { clave: 'codigo', etiqueta: 'existencias.campos.codigo', ancho: 110 },
      { clave: 'descripcion', etiqueta: 'existencias.campos.producto' },
      { clave: 'codigos_barras', etiqueta: 'existencias.campos.codigosBarras', valor: (l) => l.codigos_barras.join(', '), ancho: 160 },
      { clave: 'cantidad_sistema', etiqueta: 'existencias.campos.sistema', ...cantidad },
      { clave: 'cantidad_contada', etiqueta: 'existencias.campos.contada', ...cantidad },
      { clave: 'diferencia', etiqueta: 'existencias.campos.diferencia', ...cantidad },
    ];
  }, []);
  const generar = async () => {
    const contadas = (toma.data?.lineas ?? []).filter((l) => l.cantidad_contada !== null).length;
    if (!(await confirmar(t('existencias.confirmarAjuste'), t('existencias.confirmarAjusteTexto', { n: contadas })))) return;
    setAjustando(true);
    try {
      const r = await ajustar.mutateAsync(id);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      onAjustada(r.data?.consecutivo ?? null);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    } finally {
      setAjustando(false);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="toma-fisica-titulo" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="toma-fisica-titulo" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('existencias.tomaFisica')}
          </Typography>
          <ConLetra letra="A">
            <Button
              variant="contained"
              color="warning"
              startIcon={<Calculate />}
              onClick={() => void generar()}
              disabled={ajustando || !toma.data}
            >
              {t('existencias.generarAjuste')}
            </Button>
          </ConLetra>
        </Box>
        {toma.isError ? (
          <EstadoError onReintentar={() => void toma.refetch()} />
        ) : !toma.data ? (
          <CircularProgress aria-label={t('existencias.cargandoToma')} />
        ) : (
          <>
            <Alert severity="info">{t('existencias.ayudaToma')}</Alert>
            {tiene('C') ? (
              <>
                <Escaner id={id} />
                <ConteoDigitado id={id} lineas={toma.data.lineas} />
              </>
            ) : null}
            <TablaDatos<LineaToma>
              columnas={columnas}
              datos={toma.data.lineas}
              titulo="existencias.tomaFisica"
              nombreArchivo="toma_fisica"
              exportable={tiene('E')}
              idFila={(l) => String(l.producto_id)}
            />
          </>
        )}
      </Stack>
      {dialogo}
    </Paper>
  );
}
