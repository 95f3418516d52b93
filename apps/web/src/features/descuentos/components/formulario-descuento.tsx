import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TIPOS_DESCUENTO,
  ZDescuentoForm,
  type TDescuento,
  type TDescuentoForm,
  type TDescuentoGuardar,
  type TDestinatarioDescuento,
} from '@eds/contracts/descuentos';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearDescuento, useEditarDescuento, useOpcionesDescuento } from '../api/descuentos';
import '../lib/mensajes-descuentos';

interface Props {
  /** The rule edited, or null to create one. */
  descuento: TDescuento | null;
  /** The destinatarios the screen offers (the vehicle and own-customer routes offer theirs only). */
  destinatarios: readonly TDestinatarioDescuento[];
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  onCerrar: () => void;
}

const opcionesDe = (xs: readonly { id: number; texto: string }[] | undefined) => (xs ?? []).map((x) => ({ valor: x.id, texto: x.texto }));

/**
 * 'Crear regla de descuento' / 'Editar regla de descuento' (SCREENS.md G18): Nombre*, Tipo* (%, $ POR GALÓN, $ FIJO),
 * Valor*, Destinatario* with its customer, fleet, vehicle or vehicle type, Productos and Medios de pago (none = all),
 * Vigencia (desde*, hasta), Prioridad (1 first), Acumulable, Estaciones*.
 */
export function FormularioDescuento({ descuento, destinatarios, estaciones, cargandoEstaciones, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearDescuento();
  const editar = useEditarDescuento();
  const opciones = useOpcionesDescuento();
  const form = useFormulario(ZDescuentoForm, {
    defaultValues: {
      nombre: descuento?.nombre ?? '',
      tipo: descuento?.tipo ?? null,
      valor: descuento?.valor ?? null,
      destinatario: descuento?.destinatario ?? (destinatarios.length === 1 ? destinatarios[0] : null),
      cliente_id: descuento?.cliente_id ?? null,
      flota_id: descuento?.flota_id ?? null,
      vehiculo_id: descuento?.vehiculo_id ?? null,
      tipo_vehiculo_id: descuento?.tipo_vehiculo_id ?? null,
      productos: descuento?.productos.map((p) => p.id) ?? [],
      medios_pago: descuento?.medios_pago.map((p) => p.id) ?? [],
      fecha_inicio: descuento?.fecha_inicio ?? null,
      fecha_fin: descuento?.fecha_fin ?? null,
      prioridad: descuento?.prioridad ?? 1,
      acumulable: descuento?.acumulable ?? false,
      estaciones: descuento?.estaciones.map((e) => e.id) ?? (estaciones.length === 1 ? [Number(estaciones[0].valor)] : []),
    } as unknown as TDescuentoForm,
  });
  const destinatario = useWatch({ control: form.control, name: 'destinatario' }) as TDestinatarioDescuento | null;
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  const tipos = useMemo(() => TIPOS_DESCUENTO.map((x) => ({ valor: x, texto: t(`descuentos.tipos.${x}`) })), [t]);
  const ofrecidos = useMemo(() => destinatarios.map((x) => ({ valor: x, texto: t(`descuentos.destinatarios.${x}`) })), [t, destinatarios]);
  const o = opciones.data;
  const entidad = t('descuentos.entidad');

  const guardar = async (datos: TDescuentoGuardar) => {
    const r = descuento ? await editar.mutateAsync({ ...datos, id: descuento.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(descuento ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(descuento ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TDescuentoForm> nombre="nombre" etiqueta="descuentos.campos.nombre" requerido mayusculas maxLength={60} autoFocus />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <CampoSeleccion<TDescuentoForm> nombre="tipo" etiqueta="descuentos.campos.tipo" requerido opciones={tipos} />
        <CampoNumero<TDescuentoForm>
          nombre="valor"
          etiqueta="descuentos.campos.valor"
          requerido
          ayuda={tipo ? `descuentos.ayudaValor.${tipo as string}` : undefined}
        />
      </Box>
      <CampoSeleccion<TDescuentoForm> nombre="destinatario" etiqueta="descuentos.campos.destinatario" requerido opciones={ofrecidos} />
      {destinatario === 'CLIENTE' ? (
        <CampoSeleccion<TDescuentoForm>
          nombre="cliente_id"
          etiqueta="descuentos.campos.cliente"
          requerido
          opciones={opcionesDe(o?.clientes)}
          cargando={opciones.isPending}
        />
      ) : null}
      {destinatario === 'FLOTA' ? (
        <CampoSeleccion<TDescuentoForm>
          nombre="flota_id"
          etiqueta="descuentos.campos.flota"
          requerido
          opciones={opcionesDe(o?.flotas)}
          cargando={opciones.isPending}
        />
      ) : null}
      {destinatario === 'VEHÍCULO' ? (
        <CampoSeleccion<TDescuentoForm>
          nombre="vehiculo_id"
          etiqueta="descuentos.campos.vehiculo"
          requerido
          opciones={opcionesDe(o?.vehiculos)}
          cargando={opciones.isPending}
        />
      ) : null}
      {destinatario === 'TIPO DE VEHÍCULO' ? (
        <CampoSeleccion<TDescuentoForm>
          nombre="tipo_vehiculo_id"
          etiqueta="descuentos.campos.tipoVehiculo"
          requerido
          opciones={opcionesDe(o?.tipos_vehiculo)}
          cargando={opciones.isPending}
        />
      ) : null}
      <CampoSeleccionMultiple<TDescuentoForm>
        nombre="productos"
        etiqueta="descuentos.campos.productos"
        opciones={opcionesDe(o?.productos)}
        cargando={opciones.isPending}
        ayuda="descuentos.ayudaTodos"
      />
      <CampoSeleccionMultiple<TDescuentoForm>
        nombre="medios_pago"
        etiqueta="descuentos.campos.mediosPago"
        opciones={opcionesDe(o?.medios_pago)}
        cargando={opciones.isPending}
        ayuda="descuentos.ayudaTodos"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <CampoFecha<TDescuentoForm> nombre="fecha_inicio" etiqueta="descuentos.campos.fechaInicio" requerido />
        <CampoFecha<TDescuentoForm> nombre="fecha_fin" etiqueta="descuentos.campos.fechaFin" />
      </Box>
      <CampoNumero<TDescuentoForm> nombre="prioridad" etiqueta="descuentos.campos.prioridad" entero ayuda="descuentos.ayudaPrioridad" />
      <CampoInterruptor<TDescuentoForm> nombre="acumulable" etiqueta="descuentos.campos.acumulable" ayuda="descuentos.ayudaAcumulable" />
      <CampoSeleccionMultiple<TDescuentoForm>
        nombre="estaciones"
        etiqueta="descuentos.campos.estaciones"
        opciones={estaciones}
        cargando={cargandoEstaciones}
        todas="descuentos.todasEstaciones"
        requerido
      />
    </CajonFormulario>
  );
}
