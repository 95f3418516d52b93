import { useEffect } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { CLAVES_MENSAJES_POS, MENSAJES_POS_DEFECTO, ZMensajesPosBody, type TMensajesPosBody } from '@eds/contracts/facturacion/formatos';
import { CampoTexto } from '../../../../components/formulario/campo-texto';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import { ApiError } from '../../../../lib/api-client';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarMensajesPos, useEscrituraParametros, useMensajesPos } from '../../api/parametrizacion';
import { FormularioSeccion } from './formulario-seccion';

/**
 * Mensajes POS: what the POS shows after each electronic-invoice event (`parametrizacion/mensajes-pos`, the business's
 * messages that Formatos de factura edits too; the call belongs to module GESTION FACTURAS).
 */
export function TabMensajesPos() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const mensajes = useMensajesPos();
  const guardar = useEscrituraParametros(guardarMensajesPos);
  const form = useFormulario(ZMensajesPosBody, { defaultValues: MENSAJES_POS_DEFECTO });
  const { reset } = form;
  useEffect(() => {
    if (mensajes.data) reset(mensajes.data);
  }, [mensajes.data, reset]);
  const enviar = async (d: TMensajesPosBody) => {
    const r = await guardar.mutateAsync(d);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
  };
  if (mensajes.isPending) return <CircularProgress aria-label={t('comun.cargando')} />;
  if (mensajes.isError) {
    const e = mensajes.error;
    return <Alert severity="error">{e instanceof ApiError && e.mensaje ? traducirMensaje(t, e.mensaje) : t('lista.errorDatos')}</Alert>;
  }
  return (
    <FormularioSeccion
      titulo="feParametrizacion.mensajesPos.titulo"
      ayuda="feParametrizacion.mensajesPos.ayuda"
      id="form-mensajes-pos-fe"
      form={form}
      onEnviar={enviar}
    >
      {CLAVES_MENSAJES_POS.map((c) => (
        <CampoTexto<TMensajesPosBody> key={c} nombre={c} etiqueta={`facturacionG17.mensajesPos.claves.${c}`} maxLength={200} />
      ))}
    </FormularioSeccion>
  );
}
