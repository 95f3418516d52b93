import { useEffect } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { CLAVES_MENSAJES_POS, MENSAJES_POS_DEFECTO, ZMensajesPosBody, type TMensajesPosBody } from '@eds/contracts/facturacion/formatos';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { Formulario } from '../../../components/formulario/formulario';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarMensajesPos, useMensajesPos } from '../api/formatos';

/** The business's POS invoice messages (`parametrizacion/mensajes-pos`): one text per event, each at most 200 characters. */
export function DialogoMensajesPos({ onCerrar }: { onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const mensajes = useMensajesPos(true);
  const guardar = useGuardarMensajesPos();
  const form = useFormulario(ZMensajesPosBody, { defaultValues: MENSAJES_POS_DEFECTO });
  const { reset } = form;
  useEffect(() => {
    if (mensajes.data) reset(mensajes.data);
  }, [mensajes.data, reset]);

  const enviar = async (datos: TMensajesPosBody) => {
    const r = await guardar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-mensajes-pos">
      <DialogTitle id="titulo-mensajes-pos">{t('facturacionG17.mensajesPos.titulo')}</DialogTitle>
      <DialogContent dividers>
        {mensajes.isPending ? (
          <CircularProgress />
        ) : (
          <Formulario form={form} onEnviar={enviar} id="form-mensajes-pos">
            <Stack spacing={2} sx={{ pt: 1 }}>
              {CLAVES_MENSAJES_POS.map((c) => (
                <CampoTexto<TMensajesPosBody> key={c} nombre={c} etiqueta={`facturacionG17.mensajesPos.claves.${c}`} maxLength={200} />
              ))}
            </Stack>
          </Formulario>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('comun.cancelar')}</Button>
        <Button type="submit" form="form-mensajes-pos" variant="contained" disabled={guardar.isPending || mensajes.isPending}>
          {t('formulario.guardar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
