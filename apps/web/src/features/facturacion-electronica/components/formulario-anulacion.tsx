import { Box, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MENSAJES_ANULACION, ZAnulacionForm, type TAnulacionForm, type TVentaAnulable } from '@eds/contracts/facturacion/anulacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { useAnularVenta, useMotivosAnulacion } from '../api/anulacion';

interface Props {
  venta: TVentaAnulable;
  onCerrar: () => void;
}

/**
 * 'Anular venta': the sale's number, date and total, Motivo* (the business's reasons) and Observación* (at least 10
 * characters); saving asks '¿Está seguro de anular la venta? Esta acción no se puede revertir' and then annuls it.
 */
export function FormularioAnulacion({ venta, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const motivos = useMotivosAnulacion(venta.empresa_id);
  const anular = useAnularVenta();
  const { confirmar, dialogo } = useConfirmacion();
  const form = useFormulario(ZAnulacionForm, { defaultValues: { concepto: '' as unknown as number, observacion: '' } });

  const guardar = async (datos: TAnulacionForm) => {
    if (!(await confirmar(traducirMensaje(t, MENSAJES_ANULACION.confirmar)))) return;
    const r = await anular.mutateAsync({ ...datos, id: venta.id });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <>
      <CajonFormulario abierto titulo={t('facturacionElectronica.anulacion.formulario')} form={form} onEnviar={guardar} onCerrar={onCerrar}>
        <ResumenVenta venta={venta} />
        <CampoSeleccion<TAnulacionForm>
          nombre="concepto"
          etiqueta="facturacionElectronica.anulacion.campos.motivo"
          requerido
          cargando={motivos.isPending}
          opciones={(motivos.data ?? []).map((m) => ({ valor: m.id, texto: m.descripcion }))}
        />
        <CampoTexto<TAnulacionForm>
          nombre="observacion"
          etiqueta="facturacionElectronica.anulacion.campos.observacion"
          requerido
          maxLength={500}
          multilinea
        />
      </CajonFormulario>
      {dialogo}
    </>
  );
}

/** The sale's number, date and total, at the head of the annulment forms. */
export function ResumenVenta({ venta }: { venta: TVentaAnulable }) {
  const { t } = useTranslation();
  const formato = useFormato();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      <Typography component="dt" color="text.secondary">
        {t('facturacionElectronica.anulacion.campos.numero')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {venta.numero}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('facturacionElectronica.anulacion.campos.fecha')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {venta.fecha}
      </Typography>
      <Typography component="dt" color="text.secondary">
        {t('facturacionElectronica.anulacion.campos.total')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formato.dinero(venta.total)}
      </Typography>
    </Box>
  );
}
