import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZEquipoForm, type TEquipo, type TEquipoForm } from '@eds/contracts/equipo';
import { TIPOS_EQUIPO, TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { useIslasEquipo, useGuardarEquipo, useOpcionesEquipo } from '../api/equipos';
import { apiTiposEquipo } from '../api/tipos-equipo';

interface Props {
  /** The device edited, or null to enrol one. */
  equipo: TEquipo | null;
  /** The station a station user's device belongs to (its own); null lets the user pick. */
  estacionPropia: number | null;
  estaciones: readonly { idEds: number; alias: string }[];
  onCerrar: () => void;
}

function valoresIniciales(e: TEquipo | null, estacion: number | null): TEquipoForm {
  return {
    empresa_id: e?.empresa_id ?? (estacion as number),
    alias: e?.alias ?? '',
    tipo: (e?.tipo as TEquipoForm['tipo'] | undefined) ?? (null as unknown as TEquipoForm['tipo']),
    tipo_equipo_id: e?.tipo_equipo_id ?? null,
    serial: e?.serial ?? '',
    isla_id: e?.isla_id ?? null,
    ip: e?.ip ?? '',
    mac: e?.mac ?? '',
    identificador_dispositivo: e?.identificador_dispositivo ?? '',
    tipos_negocio: e?.tipos_negocio ?? [],
    resolucion_id: e?.resolucion_id ?? null,
    impresora_id: e?.impresora_id ?? null,
  };
}

/**
 * 'Crear equipo' / 'Editar equipo' (SCREENS.md G05 "Equipo"): Estación, Alias (≤30), Tipo, its Modelo, Serial (unique), Isla of
 * the station, IP, MAC, the device identifier the POS sends, the businesses it sells for, its Resolución (one of the station's that includes it)
 * and its Impresora (an IMPRESORA device of the station).
 */
export function FormularioEquipo({ equipo, estacionPropia, estaciones, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarEquipo();
  const form = useFormulario(ZEquipoForm, { defaultValues: valoresIniciales(equipo, estacionPropia) });
  const estacion = useWatch({ control: form.control, name: 'empresa_id' }) as number | null | undefined;
  const islas = useIslasEquipo(estacion ?? null);
  // Resolución: the station's active resolutions that leave it to every device or name this one; Impresora: its printers.
  const opciones = useOpcionesEquipo(estacion ?? null);
  const resoluciones = (opciones.data?.resoluciones ?? []).filter(
    (r) => r.equipos.length === 0 || (equipo !== null && r.equipos.includes(equipo.id)),
  );
  const impresoras = (opciones.data?.impresoras ?? []).filter((i) => i.id !== equipo?.id);
  // Modelo offers the active models of the business of the device's kind (Tipos de equipo).
  const tipo = useWatch({ control: form.control, name: 'tipo' }) as string | null | undefined;
  const modelos = apiTiposEquipo.useOpciones(useUsuario().empresas_id);

  const enviar = async (datos: TEquipoForm) => {
    const r = await guardar.mutateAsync({ id: equipo?.id ?? null, datos });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(equipo ? 'formulario.editar' : 'formulario.crear', { entidad: t('equipos.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TEquipoForm>
        nombre="empresa_id"
        etiqueta="equipos.campos.estacion"
        requerido
        deshabilitado={estacionPropia !== null}
        opciones={estaciones.map((e) => ({ valor: e.idEds, texto: e.alias }))}
      />
      <CampoTexto<TEquipoForm> nombre="alias" etiqueta="equipos.campos.alias" requerido mayusculas maxLength={30} autoFocus />
      <CampoSeleccion<TEquipoForm>
        nombre="tipo"
        etiqueta="equipos.campos.tipo"
        requerido
        opciones={TIPOS_EQUIPO.map((v) => ({ valor: v, texto: t(`equipos.tipos.${v}`) }))}
      />
      <CampoSeleccion<TEquipoForm>
        nombre="tipo_equipo_id"
        etiqueta="equipos.campos.modelo"
        vacio
        cargando={modelos.isLoading}
        opciones={(modelos.data ?? []).filter((m) => m.tipo === tipo).map((m) => ({ valor: m.id, texto: `${m.marca} ${m.modelo}` }))}
      />
      <CampoTexto<TEquipoForm> nombre="serial" etiqueta="equipos.campos.serial" requerido mayusculas maxLength={60} />
      <CampoSeleccion<TEquipoForm>
        nombre="isla_id"
        etiqueta="equipos.campos.isla"
        vacio
        cargando={islas.isLoading}
        opciones={(islas.data ?? []).map((i) => ({ valor: i.id, texto: `${i.codigo} - ${i.descripcion}` }))}
      />
      <CampoTexto<TEquipoForm> nombre="ip" etiqueta="equipos.campos.ip" maxLength={15} inputMode="decimal" />
      <CampoTexto<TEquipoForm> nombre="mac" etiqueta="equipos.campos.mac" mayusculas maxLength={17} />
      <CampoTexto<TEquipoForm>
        nombre="identificador_dispositivo"
        etiqueta="equipos.campos.identificador"
        requerido
        maxLength={120}
        ayuda="equipos.ayudaIdentificador"
      />
      <CampoSeleccionMultiple<TEquipoForm>
        nombre="tipos_negocio"
        etiqueta="equipos.campos.negocios"
        requerido
        opciones={TIPOS_NEGOCIO.map((v) => ({ valor: v, texto: t(`equipos.negocios.${v}`) }))}
      />
      <CampoSeleccion<TEquipoForm>
        nombre="resolucion_id"
        etiqueta="equipos.campos.resolucion"
        vacio
        cargando={opciones.isLoading}
        opciones={resoluciones.map((r) => ({ valor: r.id, texto: `${r.prefijo} ${r.numero} (${r.tipo_documento})` }))}
      />
      <CampoSeleccion<TEquipoForm>
        nombre="impresora_id"
        etiqueta="equipos.campos.impresora"
        vacio
        cargando={opciones.isLoading}
        opciones={impresoras.map((i) => ({ valor: i.id, texto: i.alias }))}
      />
    </CajonFormulario>
  );
}
