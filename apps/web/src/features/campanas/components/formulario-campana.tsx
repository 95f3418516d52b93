import { Box } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZCampanaForm, type TCampana, type TCampanaForm, type TCampanaGuardar } from '@eds/contracts/campanas';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import type { OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearCampana, useEditarCampana, useOpcionesCampana } from '../api/campanas';
import '../lib/mensajes-campanas';

interface Props {
  /** The campaign edited, or null to create one. */
  campana: TCampana | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  onCerrar: () => void;
}

/** 'Crear campaña' / 'Editar campaña': Nombre*, Vigencia* (desde–hasta), Estaciones*, Promociones, Reglas de descuento. */
export function FormularioCampana({ campana, estaciones, cargandoEstaciones, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearCampana();
  const editar = useEditarCampana();
  const opciones = useOpcionesCampana();
  const form = useFormulario(ZCampanaForm, {
    defaultValues: {
      nombre: campana?.nombre ?? '',
      fecha_inicio: campana?.fecha_inicio ?? null,
      fecha_fin: campana?.fecha_fin ?? null,
      estaciones: campana?.estaciones.map((e) => e.id) ?? (estaciones.length === 1 ? [Number(estaciones[0].valor)] : []),
      promociones: campana?.promociones.map((p) => p.id) ?? [],
      descuentos: campana?.descuentos.map((p) => p.id) ?? [],
    } as unknown as TCampanaForm,
  });
  const de = (xs: readonly { id: number; nombre: string }[] | undefined) => (xs ?? []).map((x) => ({ valor: x.id, texto: x.nombre }));
  const entidad = t('campanas.entidad');

  const guardar = async (datos: TCampanaGuardar) => {
    const r = campana ? await editar.mutateAsync({ ...datos, id: campana.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(campana ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(campana ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TCampanaForm> nombre="nombre" etiqueta="campanas.campos.nombre" requerido mayusculas maxLength={60} autoFocus />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <CampoFecha<TCampanaForm> nombre="fecha_inicio" etiqueta="campanas.campos.fechaInicio" requerido />
        <CampoFecha<TCampanaForm> nombre="fecha_fin" etiqueta="campanas.campos.fechaFin" requerido />
      </Box>
      <CampoSeleccionMultiple<TCampanaForm>
        nombre="estaciones"
        etiqueta="campanas.campos.estaciones"
        opciones={estaciones}
        cargando={cargandoEstaciones}
        todas="campanas.todasEstaciones"
        requerido
      />
      <CampoSeleccionMultiple<TCampanaForm>
        nombre="promociones"
        etiqueta="campanas.campos.promociones"
        opciones={de(opciones.data?.promociones)}
        cargando={opciones.isPending}
      />
      <CampoSeleccionMultiple<TCampanaForm>
        nombre="descuentos"
        etiqueta="campanas.campos.descuentos"
        opciones={de(opciones.data?.descuentos)}
        cargando={opciones.isPending}
      />
    </CajonFormulario>
  );
}
