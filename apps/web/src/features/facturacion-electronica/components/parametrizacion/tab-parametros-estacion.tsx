import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, AlertTitle, Dialog, DialogContent, DialogTitle, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import {
  MENSAJES_FE_PARAMETRIZACION as M,
  ZGuardarParametrosFeBody,
  ZGuardarParametrosRemisionBody,
  type TipoParametrosEstacion,
} from '@eds/contracts/facturacion/parametrizacion';
import { ApiError } from '../../../../lib/api-client';
import { CampoInterruptor } from '../../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../../components/formulario/campo-numero';
import { CampoSeleccionMultiple } from '../../../../components/formulario/campo-seleccion-multiple';
import type { OpcionSeleccion } from '../../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../../components/formulario/campo-texto';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarParametrosEstacion, useEscrituraParametros, useParametrosEstacion } from '../../api/parametrizacion';
import { FormularioSeccion } from './formulario-seccion';

type TFormFe = z.input<typeof ZGuardarParametrosFeBody>;
type TFormRemision = z.input<typeof ZGuardarParametrosRemisionBody>;
type Salida = z.output<typeof ZGuardarParametrosFeBody> | z.output<typeof ZGuardarParametrosRemisionBody>;

/** A station that failed and the server's reason in Spanish (translated when shown, so a change of language follows). */
interface Fallo {
  estacion: string;
  mensaje: string;
}

const DEFECTOS = {
  FE: { estaciones: [], parametros: { activa: true, correo_copia: '', imprimir_qr: true } },
  REMISION: { estaciones: [], parametros: { activa: false, dias_facturar: 30, agrupar_cliente: true } },
} as const;

/**
 * Parámetros FE / REMISIÓN by station: the values go to every chosen station, ONE call per station (the spec's
 * `parametrizacion/save/parametros/{FE|REMISION}`), with a loading dialog showing the progress; the stations that
 * failed are named afterwards with their reason. The first chosen station's current values fill the form.
 */
export function TabParametrosEstacion({
  tipo,
  estaciones,
  cargando,
}: {
  tipo: TipoParametrosEstacion;
  estaciones: readonly OpcionSeleccion[];
  cargando: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useEscrituraParametros(guardarParametrosEstacion);
  const form = useFormulario(tipo === 'FE' ? ZGuardarParametrosFeBody : ZGuardarParametrosRemisionBody, {
    defaultValues: DEFECTOS[tipo] as unknown as TFormFe & TFormRemision,
  });
  const [progreso, setProgreso] = useState<{ actual: number; total: number; estacion: string } | null>(null);
  const [fallos, setFallos] = useState<Fallo[] | null>(null);

  const elegidas = useWatch({ control: form.control, name: 'estaciones' }) as number[] | undefined;
  const primera = elegidas && elegidas.length > 0 ? elegidas[0] : null;
  const actuales = useParametrosEstacion(primera);
  const { setValue, getFieldState, formState } = form;
  // Read during render so that the form tracks which fields the person changed (react-hook-form subscribes on read).
  void formState.dirtyFields;
  useEffect(() => {
    if (!actuales.data) return;
    // What the person typed wins: a station's values fill the form only while no value has been changed, so a read
    // answering late (another station chosen first, a refetch) never overwrites an edit.
    if (getFieldState('parametros').isDirty) return;
    const p = tipo === 'FE' ? actuales.data.fe : actuales.data.remision;
    for (const [clave, valor] of Object.entries(p)) setValue(`parametros.${clave}` as 'parametros.activa', valor as never);
  }, [actuales.data, tipo, setValue, getFieldState]);

  const nombre = (id: number) => estaciones.find((e) => e.valor === id)?.texto ?? String(id);

  const enviar = async (d: Salida) => {
    const lista = [...new Set(d.estaciones)];
    const fallidas: Fallo[] = [];
    setFallos(null);
    try {
      for (const [i, id] of lista.entries()) {
        setProgreso({ actual: i + 1, total: lista.length, estacion: nombre(id) });
        try {
          const r = await guardar.mutateAsync({ tipo, estacion: id, parametros: d.parametros });
          for (const e of r.data.errores) fallidas.push({ estacion: nombre(e.estacion_id), mensaje: e.mensaje });
        } catch (error) {
          fallidas.push({ estacion: nombre(id), mensaje: error instanceof ApiError ? error.mensaje : '' });
        }
      }
    } finally {
      setProgreso(null);
    }
    if (fallidas.length > 0) {
      setFallos(fallidas);
      enqueueSnackbar(traducirMensaje(t, M.algunasFallaron), { variant: 'warning' });
    } else enqueueSnackbar(traducirMensaje(t, M.guardado), { variant: 'success' });
  };

  const raiz = `feParametrizacion.parametros.${tipo === 'FE' ? 'fe' : 'remision'}`;
  return (
    <>
      <FormularioSeccion
        titulo={`${raiz}.titulo`}
        ayuda={`${raiz}.ayuda`}
        id={`form-parametros-${tipo}`}
        form={form}
        onEnviar={enviar}
        pie={
          fallos ? (
            <Alert severity="warning" onClose={() => setFallos(null)}>
              <AlertTitle>{t('feParametrizacion.parametros.fallidas')}</AlertTitle>
              <List dense disablePadding>
                {fallos.map((f) => (
                  <ListItem key={f.estacion} disableGutters>
                    {f.estacion}: {f.mensaje ? traducirMensaje(t, f.mensaje) : t('mensajes.errorGenerico')}
                  </ListItem>
                ))}
              </List>
            </Alert>
          ) : null
        }
      >
        <CampoSeleccionMultiple<TFormFe>
          nombre="estaciones"
          etiqueta="feParametrizacion.campos.estaciones"
          requerido
          todas="feParametrizacion.todasEstaciones"
          cargando={cargando}
          opciones={estaciones}
        />
        {tipo === 'FE' ? (
          <>
            <CampoInterruptor<TFormFe> nombre="parametros.activa" etiqueta={`${raiz}.activa`} />
            <CampoTexto<TFormFe> nombre="parametros.correo_copia" etiqueta={`${raiz}.correoCopia`} tipo="email" maxLength={120} />
            <CampoInterruptor<TFormFe> nombre="parametros.imprimir_qr" etiqueta={`${raiz}.imprimirQr`} />
          </>
        ) : (
          <>
            <CampoInterruptor<TFormRemision> nombre="parametros.activa" etiqueta={`${raiz}.activa`} />
            <CampoNumero<TFormRemision> nombre="parametros.dias_facturar" etiqueta={`${raiz}.diasFacturar`} requerido entero />
            <CampoInterruptor<TFormRemision> nombre="parametros.agrupar_cliente" etiqueta={`${raiz}.agruparCliente`} />
          </>
        )}
      </FormularioSeccion>
      <Dialog open={progreso !== null} aria-labelledby="titulo-guardando-parametros" fullWidth maxWidth="xs">
        <DialogTitle id="titulo-guardando-parametros">{t('feParametrizacion.parametros.guardando')}</DialogTitle>
        <DialogContent>
          {progreso ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('feParametrizacion.parametros.progreso', progreso)}
              </Typography>
              <LinearProgress variant="determinate" value={(progreso.actual / progreso.total) * 100} />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
