import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TEmpresa } from '@eds/contracts/empresa/empresas';
import {
  ACCIONES_ESTACION,
  PARTES_COPIA,
  ZAccionesEstacion,
  ZCopiaForm,
  ZFechaCierreForm,
  type TAccionesEstacion,
  type TCopiaForm,
  type TFechaCierreForm,
} from '@eds/contracts/empresa/operacion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import {
  useAccionesEstacion,
  useCicloEstacion,
  useCopiarConfiguracion,
  useGuardarAcciones,
  useGuardarCiclo,
  useResumenCopia,
} from '../api/operacion-estacion';

interface Props {
  estacion: TEmpresa;
  onCerrar: () => void;
}

/**
 * Día operativo (SCREENS.md G02 tab): the hour the station's business day starts; it closes at the same hour of the
 * next day (`Día siguiente`), which the form shows and sends with it (POST empresa/fecha-cierre).
 */
export function DiaOperativoEstacion({ estacion, onCerrar }: Props) {
  const ciclo = useCicloEstacion(estacion.id);
  if (!ciclo.data) return null;
  return <FormularioDiaOperativo estacion={estacion} inicio={ciclo.data.fecha_inicio.slice(0, 5)} onCerrar={onCerrar} />;
}

function FormularioDiaOperativo({ estacion, inicio, onCerrar }: Props & { inicio: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarCiclo();
  const form = useFormulario(ZFechaCierreForm, {
    defaultValues: { empresas_id: estacion.id, fecha_inicio: inicio, fecha_cierre: inicio, dia_siguiente: true },
  });
  const hora = useWatch({ control: form.control, name: 'fecha_inicio' });
  // The day lasts 24 hours: the close follows the start.
  useEffect(() => form.setValue('fecha_cierre', hora), [form, hora]);
  const enviar = async (datos: TFechaCierreForm) => {
    const r = await guardar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('estaciones.operacion.diaDe', { estacion: estacion.alias })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TFechaCierreForm>
        nombre="fecha_inicio"
        etiqueta="estaciones.operacion.inicio"
        requerido
        maxLength={5}
        inputMode="numeric"
        ayuda="estaciones.operacion.ayudaHora"
        autoFocus
      />
      <Typography variant="body2" color="text.secondary">
        {t('estaciones.operacion.cierre', { hora })}
      </Typography>
    </CajonFormulario>
  );
}

/** Acciones (SCREENS.md G02 tab): the station's features — FE, remisión, fidelización, cupos, datáfono. */
export function FuncionesEstacion({ estacion, onCerrar }: Props) {
  const acciones = useAccionesEstacion(estacion.id);
  if (!acciones.data) return null;
  const { empresas_id: _id, ...valores } = acciones.data;
  return <FormularioFunciones estacion={estacion} valores={valores} onCerrar={onCerrar} />;
}

function FormularioFunciones({ estacion, valores, onCerrar }: Props & { valores: TAccionesEstacion }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarAcciones(estacion.id);
  const form = useFormulario(ZAccionesEstacion, { defaultValues: valores });
  const enviar = async (datos: TAccionesEstacion) => {
    const r = await guardar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('estaciones.operacion.accionesDe', { estacion: estacion.alias })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      {ACCIONES_ESTACION.map((a) => (
        <CampoInterruptor<TAccionesEstacion> key={a} nombre={a} etiqueta={`estaciones.operacion.funciones.${a}`} />
      ))}
    </CajonFormulario>
  );
}

/**
 * Copiar configuración (SCREENS.md G02 tab, letter X): the chosen parts of another station's configuration into
 * this one, after a confirmation; refused by the server when this station already has sales.
 */
export function CopiaEstacion({ estacion, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { confirmar, dialogo } = useConfirmacion();
  const resumen = useResumenCopia(estacion.id);
  const copiar = useCopiarConfiguracion(estacion.id);
  const form = useFormulario(ZCopiaForm, { defaultValues: { origen_id: undefined as unknown as number, partes: [] } });
  const enviar = async (datos: TCopiaForm) => {
    if (!(await confirmar(t('estaciones.operacion.confirmarCopia', { estacion: estacion.alias })))) return;
    const r = await copiar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  const origenes = (resumen.data?.origenes ?? []).filter((o) => o.id !== estacion.id).map((o) => ({ valor: o.id, texto: o.alias }));
  return (
    <>
      <CajonFormulario
        abierto
        titulo={t('estaciones.operacion.copiaDe', { estacion: estacion.alias })}
        form={form}
        onEnviar={enviar}
        onCerrar={onCerrar}
      >
        {resumen.data?.tiene_movimientos ? <Alert severity="warning">{t('estaciones.servidor.destinoConMovimientos')}</Alert> : null}
        <CampoSeleccion<TCopiaForm>
          nombre="origen_id"
          etiqueta="estaciones.operacion.origen"
          requerido
          cargando={resumen.isLoading}
          opciones={origenes}
        />
        <CampoSeleccionMultiple<TCopiaForm>
          nombre="partes"
          etiqueta="estaciones.operacion.partes"
          requerido
          opciones={PARTES_COPIA.map((p) => ({ valor: p, texto: t(`estaciones.operacion.partesCopia.${p}`) }))}
        />
      </CajonFormulario>
      {dialogo}
    </>
  );
}
