import { useState } from 'react';
import { Alert, Button, MenuItem, TextField } from '@mui/material';
import CloudSync from '@mui/icons-material/CloudSyncOutlined';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPOS_NEGOCIO, NOMBRE_TIPO_NEGOCIO } from '@eds/contracts/operacion';
import {
  TIPOS_DOCUMENTO,
  ZResolucionEdicion,
  ZResolucionForm,
  type TRangoDian,
  type TResolucion,
  type TResolucionEdicion,
  type TResolucionForm,
  type TResolucionGuardar,
} from '@eds/contracts/facturacion/resoluciones';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoClave } from '../../../components/formulario/campo-clave';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { avisarError } from '../../../components/formulario/avisar-error';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useConsultarDian, useCrearResolucion, useEditarResolucion, useEquiposEstacion } from '../api/resoluciones';
import { conCruceTraducido } from '../lib/mensajes';
import { fechaCorta } from '../lib/formato';

interface Props {
  resolucion: TResolucion | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  estacionInicial: number | null;
  onCerrar: () => void;
}

/**
 * 'Crear resolución' / 'Editar resolución': Tipo de documento, N° resolución, Prefijo, Consecutivo inicial and final,
 * actual (read-only), Vigencia, Clave técnica (masked; empty on edit keeps it), Estación, Negocio, Equipos (the
 * station's devices that may use it; none: all) and alert thresholds. Once documents were numbered in it only validity and thresholds change. `Consultar DIAN` (X) lists the
 * ranges DIAN authorised to the station's NIT and prefills the form with the one chosen.
 */
export function FormularioResolucion({ resolucion, estaciones, cargandoEstaciones, estacionInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const crear = useCrearResolucion();
  const editar = useEditarResolucion();
  const consultar = useConsultarDian();
  const [rangos, setRangos] = useState<TRangoDian[] | null>(null);
  const r = resolucion;
  const form = useFormulario(r ? ZResolucionEdicion : ZResolucionForm, {
    defaultValues: {
      ...(r ? { id: r.id } : {}),
      empresa_id: r?.empresa_id ?? estacionInicial,
      tipo_documento: r?.tipo_documento ?? '',
      numero: r?.numero ?? '',
      prefijo: r?.prefijo ?? '',
      desde: r?.desde ?? null,
      hasta: r?.hasta ?? null,
      fecha_inicio: r?.fecha_inicio ?? null,
      fecha_fin: r?.fecha_fin ?? null,
      clave_tecnica: '',
      tipos_negocio: r?.tipos_negocio ?? [],
      alerta_consecutivos: r?.alerta_consecutivos ?? 500,
      alerta_dias: r?.alerta_dias ?? 30,
      equipos: r?.equipos ?? [],
    } as unknown as TResolucionForm,
  });
  const empresaId = useWatch({ control: form.control, name: 'empresa_id' }) as number | null;
  const equipos = useEquiposEstacion(empresaId ? Number(empresaId) : null);
  const entidad = t('facturacionG17.resoluciones.entidad');
  const congelado = r?.en_uso === true;

  const guardar = async (datos: TResolucionGuardar) => {
    try {
      const respuesta = r ? await editar.mutateAsync({ ...(datos as TResolucionEdicion), id: r.id }) : await crear.mutateAsync(datos);
      enqueueSnackbar(traducirMensaje(t, respuesta.mensaje) || t(r ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
        variant: 'success',
      });
      onCerrar();
    } catch (error) {
      throw conCruceTraducido(t, error);
    }
  };

  const alConsultar = async () => {
    if (!empresaId) return;
    try {
      const respuesta = await consultar.mutateAsync(Number(empresaId));
      setRangos(respuesta.data.filter((x) => !x.registrada));
      enqueueSnackbar(traducirMensaje(t, respuesta.mensaje), { variant: respuesta.data.length ? 'success' : 'info' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const elegir = (rango: TRangoDian) => {
    const opciones = { shouldDirty: true, shouldValidate: true };
    if (!form.getValues('tipo_documento')) form.setValue('tipo_documento', 'FACTURA ELECTRONICA', opciones);
    form.setValue('numero', rango.numero, opciones);
    form.setValue('prefijo', rango.prefijo, opciones);
    form.setValue('desde', String(rango.desde), opciones);
    form.setValue('hasta', String(rango.hasta), opciones);
    form.setValue('fecha_inicio', rango.fecha_inicio, opciones);
    form.setValue('fecha_fin', rango.fecha_fin, opciones);
    form.setValue('clave_tecnica', rango.clave_tecnica, opciones);
  };

  const tipos = TIPOS_DOCUMENTO.map((x) => ({ valor: x, texto: t(`facturacionG17.tiposDocumento.${x}`) }));
  const negocios = TIPOS_NEGOCIO.map((x) => ({
    valor: x,
    texto: t(`facturacionG17.tiposNegocio.${x}`, { defaultValue: NOMBRE_TIPO_NEGOCIO[x] }),
  }));

  return (
    <CajonFormulario
      abierto
      titulo={t(r ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      {congelado ? <Alert severity="info">{t('facturacionG17.resoluciones.enUso')}</Alert> : null}
      <CampoSeleccion<TResolucionForm>
        nombre="empresa_id"
        etiqueta="facturacionG17.resoluciones.campos.estacion"
        requerido
        opciones={estaciones}
        cargando={cargandoEstaciones}
        deshabilitado={congelado}
      />
      {!r && tiene('X') ? (
        <Button
          variant="outlined"
          startIcon={<CloudSync />}
          onClick={() => void alConsultar()}
          disabled={!empresaId || consultar.isPending}
        >
          {t('facturacionG17.resoluciones.consultarDian')}
        </Button>
      ) : null}
      {rangos && rangos.length > 0 ? (
        <TextField
          select
          label={t('facturacionG17.resoluciones.rangoDian')}
          value=""
          onChange={(e) => {
            const rango = rangos[Number(e.target.value)];
            if (rango) elegir(rango);
          }}
          fullWidth
        >
          {rangos.map((x, i) => (
            <MenuItem key={`${x.numero}-${x.prefijo}-${x.desde}`} value={i}>
              {`${x.numero} · ${x.prefijo} ${x.desde}–${x.hasta} · ${fechaCorta(x.fecha_inicio)}–${fechaCorta(x.fecha_fin)}`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <CampoSeleccion<TResolucionForm>
        nombre="tipo_documento"
        etiqueta="facturacionG17.resoluciones.campos.tipoDocumento"
        requerido
        opciones={tipos}
        deshabilitado={congelado}
      />
      <CampoSeleccionMultiple<TResolucionForm>
        nombre="tipos_negocio"
        etiqueta="facturacionG17.resoluciones.campos.negocio"
        requerido
        opciones={negocios}
        deshabilitado={congelado}
      />
      <CampoTexto<TResolucionForm>
        nombre="numero"
        etiqueta="facturacionG17.resoluciones.campos.numero"
        requerido
        maxLength={16}
        inputMode="numeric"
        deshabilitado={congelado}
      />
      <CampoTexto<TResolucionForm>
        nombre="prefijo"
        etiqueta="facturacionG17.resoluciones.campos.prefijo"
        requerido
        mayusculas
        maxLength={4}
        deshabilitado={congelado}
      />
      <CampoNumero<TResolucionForm>
        nombre="desde"
        etiqueta="facturacionG17.resoluciones.campos.desde"
        requerido
        entero
        deshabilitado={congelado}
      />
      <CampoNumero<TResolucionForm>
        nombre="hasta"
        etiqueta="facturacionG17.resoluciones.campos.hasta"
        requerido
        entero
        deshabilitado={congelado}
      />
      {r ? (
        <TextField
          label={t('facturacionG17.resoluciones.campos.actual')}
          value={r.actual ?? '—'}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
        />
      ) : null}
      <CampoFecha<TResolucionForm> nombre="fecha_inicio" etiqueta="facturacionG17.resoluciones.campos.fechaInicio" requerido />
      <CampoFecha<TResolucionForm> nombre="fecha_fin" etiqueta="facturacionG17.resoluciones.campos.fechaFin" requerido />
      <CampoClave<TResolucionForm>
        nombre="clave_tecnica"
        etiqueta="facturacionG17.resoluciones.campos.claveTecnica"
        requerido={!r}
        maxLength={128}
        autoComplete="off"
        ayuda={r ? 'facturacionG17.resoluciones.ayudaClave' : undefined}
        deshabilitado={congelado}
      />
      <CampoSeleccionMultiple<TResolucionForm>
        nombre="equipos"
        etiqueta="facturacionG17.resoluciones.campos.equipos"
        opciones={equipos.data ?? []}
        cargando={empresaId !== null && equipos.isPending}
        ayuda="facturacionG17.resoluciones.ayudaEquipos"
      />
      <CampoNumero<TResolucionForm> nombre="alerta_consecutivos" etiqueta="facturacionG17.resoluciones.campos.alertaConsecutivos" entero />
      <CampoNumero<TResolucionForm> nombre="alerta_dias" etiqueta="facturacionG17.resoluciones.campos.alertaDias" entero />
    </CajonFormulario>
  );
}
