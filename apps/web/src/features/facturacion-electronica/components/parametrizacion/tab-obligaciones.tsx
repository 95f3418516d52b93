import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { CODIGOS_OBLIGACION, OBLIGACIONES_FISCALES, ZObligacionesFiscalesBody } from '@eds/contracts/facturacion/parametrizacion';
import { zIdCampo } from '@eds/contracts/validaciones';
import { CampoSeleccion, type OpcionSeleccion } from '../../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../../components/formulario/campo-seleccion-multiple';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarObligaciones, useEscrituraParametros, useObligacionesFiscales } from '../../api/parametrizacion';
import { FormularioSeccion } from './formulario-seccion';

/** The form: the station and its responsibilities (the call's body plus the station of its path). */
const ZForm = ZObligacionesFiscalesBody.extend({ estacion: zIdCampo(MENSAJES.campoObligatorioCorto) });
type TForm = z.input<typeof ZForm>;

/** Obligaciones fiscales: a station's DIAN fiscal responsibilities (O-13, O-15, O-23, O-47, R-99-PN), saved as a whole list. */
export function TabObligaciones({ estaciones, cargando }: { estaciones: readonly OpcionSeleccion[]; cargando: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useEscrituraParametros(guardarObligaciones);
  const form = useFormulario(ZForm, { defaultValues: { estacion: '', obligaciones: [] } as unknown as TForm });
  const estacion = useWatch({ control: form.control, name: 'estacion' });
  const id = typeof estacion === 'number' ? estacion : null;
  const actuales = useObligacionesFiscales(id);
  const { setValue } = form;
  useEffect(() => {
    if (actuales.data)
      setValue(
        'obligaciones',
        actuales.data.obligaciones.filter((o) => o.activa).map((o) => o.codigo),
      );
  }, [actuales.data, setValue]);
  const opciones = useMemo(
    () =>
      CODIGOS_OBLIGACION.map((c) => ({
        valor: c,
        texto: `${c} ${t(`feParametrizacion.obligaciones.codigos.${c}`, { defaultValue: OBLIGACIONES_FISCALES[c] })}`,
      })),
    [t],
  );
  const enviar = async (datos: z.output<typeof ZForm>) => {
    const r = await guardar.mutateAsync({ id: datos.estacion, obligaciones: datos.obligaciones });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
  };
  return (
    <FormularioSeccion
      titulo="feParametrizacion.obligaciones.titulo"
      ayuda="feParametrizacion.obligaciones.ayuda"
      id="form-obligaciones-fiscales"
      form={form}
      onEnviar={enviar}
    >
      <CampoSeleccion<TForm>
        nombre="estacion"
        etiqueta="feParametrizacion.campos.estacion"
        requerido
        cargando={cargando}
        opciones={estaciones}
      />
      <CampoSeleccionMultiple<TForm>
        nombre="obligaciones"
        etiqueta="feParametrizacion.obligaciones.campo"
        requerido
        cargando={id !== null && actuales.isPending}
        opciones={opciones}
      />
    </FormularioSeccion>
  );
}
