import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZObligatoriedadFeBody, type TObligatoriedadFe, type TObligatoriedadFeBody } from '@eds/contracts/facturacion/parametrizacion';
import { CampoInterruptor } from '../../../../components/formulario/campo-interruptor';
import { CampoSeleccionMultiple } from '../../../../components/formulario/campo-seleccion-multiple';
import type { OpcionSeleccion } from '../../../../components/formulario/campo-seleccion';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { TablaDatos } from '../../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarObligatoriedad, useEscrituraParametros, useObligatoriedadFe } from '../../api/parametrizacion';
import { FormularioSeccion } from './formulario-seccion';

/** Obligatoriedad FE: whether every sale of a station must be an electronic invoice; the current value of each station below. */
export function TabObligatoriedad({ estaciones, cargando }: { estaciones: readonly OpcionSeleccion[]; cargando: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const ids = useMemo(() => estaciones.map((e) => Number(e.valor)), [estaciones]);
  const actuales = useObligatoriedadFe(ids);
  const guardar = useEscrituraParametros(guardarObligatoriedad);
  const form = useFormulario(ZObligatoriedadFeBody, { defaultValues: { estaciones: [], obligatoria: false } });
  const columnas = useMemo<ColumnaTabla<TObligatoriedadFe>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'feParametrizacion.campos.estacion' },
      {
        clave: 'obligatoria',
        etiqueta: 'feParametrizacion.obligatoriedad.obligatoria',
        valor: (x) => t(x.obligatoria ? 'feParametrizacion.si' : 'feParametrizacion.no'),
        ancho: 160,
      },
      { clave: 'origen', etiqueta: 'feParametrizacion.campos.origen', valor: (x) => t(`feParametrizacion.tiempos.origenes.${x.origen}`) },
    ],
    [t],
  );
  const enviar = async (d: TObligatoriedadFeBody) => {
    const r = await guardar.mutateAsync(d);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
  };
  return (
    <Stack spacing={2}>
      <FormularioSeccion
        titulo="feParametrizacion.obligatoriedad.titulo"
        ayuda="feParametrizacion.obligatoriedad.ayuda"
        id="form-obligatoriedad-fe"
        form={form}
        onEnviar={enviar}
      >
        <CampoSeleccionMultiple<TObligatoriedadFeBody>
          nombre="estaciones"
          etiqueta="feParametrizacion.campos.estaciones"
          requerido
          todas="feParametrizacion.todasEstaciones"
          cargando={cargando}
          opciones={estaciones}
        />
        <CampoInterruptor<TObligatoriedadFeBody> nombre="obligatoria" etiqueta="feParametrizacion.obligatoriedad.obligatoria" />
      </FormularioSeccion>
      <TablaDatos
        columnas={columnas}
        datos={actuales.data ?? []}
        cargando={cargando || (ids.length > 0 && actuales.isPending)}
        titulo="feParametrizacion.obligatoriedad.titulo"
        nombreArchivo="obligatoriedad_fe"
        exportable={false}
        idFila={(x) => String(x.estacion_id)}
      />
    </Stack>
  );
}
