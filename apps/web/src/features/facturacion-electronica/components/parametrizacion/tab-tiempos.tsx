import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MENSAJES_FE_PARAMETRIZACION, ZTiempoReenvioBody } from '@eds/contracts/facturacion/parametrizacion';
import { CampoNumero } from '../../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../../components/formulario/campo-seleccion';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarTiempo, useEscrituraParametros, useTiempoReenvio } from '../../api/parametrizacion';
import { FormularioSeccion } from './formulario-seccion';

/** Both times of a station in one form, each bounded as its call bounds it (1 to 1440 minutes). */
const ZForm = z.object({
  empresa_id: ZTiempoReenvioBody.shape.empresa_id,
  nota_credito: ZTiempoReenvioBody.shape.minutos,
  facturas_espera: ZTiempoReenvioBody.shape.minutos,
});
type TForm = z.input<typeof ZForm>;

/**
 * Tiempos: minutes between resends of a credit note DIAN has not authorised, and before invoices awaiting DIAN's answer
 * are sent again, for a station (G10 values; the station inherits its business's until it has its own).
 */
export function TabTiempos({ estaciones, cargando }: { estaciones: readonly OpcionSeleccion[]; cargando: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useEscrituraParametros(guardarTiempo);
  const form = useFormulario(ZForm, { defaultValues: { empresa_id: '', nota_credito: '', facturas_espera: '' } as unknown as TForm });
  const empresa = useWatch({ control: form.control, name: 'empresa_id' });
  const id = typeof empresa === 'number' ? empresa : null;
  const nota = useTiempoReenvio('tiempo-reenvio-nota-credito', id);
  const espera = useTiempoReenvio('tiempo-reenvio-facturas-espera', id);
  const { setValue } = form;
  useEffect(() => {
    if (nota.data) setValue('nota_credito', nota.data.minutos);
  }, [nota.data, setValue]);
  useEffect(() => {
    if (espera.data) setValue('facturas_espera', espera.data.minutos);
  }, [espera.data, setValue]);

  const enviar = async (d: z.output<typeof ZForm>) => {
    await guardar.mutateAsync({ ruta: 'tiempo-reenvio-nota-credito', empresa_id: d.empresa_id, minutos: d.nota_credito });
    await guardar.mutateAsync({ ruta: 'tiempo-reenvio-facturas-espera', empresa_id: d.empresa_id, minutos: d.facturas_espera });
    enqueueSnackbar(traducirMensaje(t, MENSAJES_FE_PARAMETRIZACION.guardado), { variant: 'success' });
  };
  const origen = (o: string | undefined) => (o ? t(`feParametrizacion.tiempos.origenes.${o}`) : '');
  return (
    <FormularioSeccion
      titulo="feParametrizacion.tiempos.titulo"
      ayuda="feParametrizacion.tiempos.ayuda"
      id="form-tiempos-reenvio"
      form={form}
      onEnviar={enviar}
    >
      <CampoSeleccion<TForm>
        nombre="empresa_id"
        etiqueta="feParametrizacion.campos.estacion"
        requerido
        cargando={cargando}
        opciones={estaciones}
      />
      <CampoNumero<TForm> nombre="nota_credito" etiqueta="feParametrizacion.tiempos.notaCredito" requerido entero />
      {nota.data ? <Typography variant="caption">{origen(nota.data.origen)}</Typography> : null}
      <CampoNumero<TForm> nombre="facturas_espera" etiqueta="feParametrizacion.tiempos.facturasEspera" requerido entero />
      {espera.data ? <Typography variant="caption">{origen(espera.data.origen)}</Typography> : null}
    </FormularioSeccion>
  );
}
