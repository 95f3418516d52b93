import { Box, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZSobreVerificacion, type TSobre, type TSobreVerificacion, type TSobreVerificacionForm } from '@eds/contracts/turnos/sobres';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { useVerificarSobre } from '../api/sobres';

interface Props {
  sobre: TSobre;
  onCerrar: () => void;
}

/**
 * 'Verificar sobre': the envelope's number, promoter and declared value, then Valor contado* and Observación
 * (required by the server when the counted value differs). Equal → VERIFICADO, otherwise CON DIFERENCIA.
 */
export function VerificarSobre({ sobre, onCerrar }: Props) {
  const { t } = useTranslation();
  const formato = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const verificar = useVerificarSobre();
  const form = useFormulario(ZSobreVerificacion, {
    defaultValues: { valor_contado: sobre.valor_contado ?? null, observacion: sobre.observacion ?? '' } as TSobreVerificacionForm,
  });
  const contado = Number(form.watch('valor_contado'));
  const diferencia = form.watch('valor_contado') === null || Number.isNaN(contado) ? null : contado - sobre.valor_declarado;

  const guardar = async (datos: TSobreVerificacion) => {
    const r = await verificar.mutateAsync({ ...datos, id: sobre.id });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario abierto titulo={t('turnos.sobres.verificarTitulo')} form={form} onEnviar={guardar} onCerrar={onCerrar}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          {t('turnos.sobres.campos.numero')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {sobre.numero}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('turnos.sobres.campos.promotor')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {sobre.promotor}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('turnos.sobres.campos.valorDeclarado')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="valor-declarado">
          {formato.dinero(sobre.valor_declarado)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('turnos.sobres.campos.diferencia')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} color={diferencia ? 'warning.main' : undefined}>
          {diferencia === null ? '—' : formato.dinero(diferencia)}
        </Typography>
      </Box>
      <CampoNumero<TSobreVerificacionForm> nombre="valor_contado" etiqueta="turnos.sobres.campos.valorContado" requerido />
      <CampoTexto<TSobreVerificacionForm> nombre="observacion" etiqueta="turnos.sobres.campos.observacion" maxLength={200} multilinea />
    </CajonFormulario>
  );
}
