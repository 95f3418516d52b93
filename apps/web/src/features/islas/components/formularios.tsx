import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { ZIslaForm, ZSurtidorForm, type TIslaConfiguracion, type TIslaForm, type TSurtidorForm } from '@eds/contracts/estacion';
import { ZMangueraForm, type TManguera, type TMangueraForm } from '@eds/contracts/surtidores';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarIsla, useGuardarManguera, useGuardarSurtidor, useProtocolos, useTanques } from '../api/islas';

type Surtidor = TIslaConfiguracion['surtidores'][number];

/** Toasts the server's text (or the generic one) after a save. */
function useAvisoGuardado() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (mensaje: string, editado: boolean) =>
    enqueueSnackbar(traducirMensaje(t, mensaje) || t(editado ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
}

/** Isla: Código* (≤5, unique in the station), Descripción*. */
export function FormularioIsla({
  empresaId,
  isla,
  onCerrar,
}: {
  empresaId: number;
  isla: TIslaConfiguracion | null;
  onCerrar: () => void;
}) {
  const { t } = useTranslation();
  const guardar = useGuardarIsla();
  const avisar = useAvisoGuardado();
  const form = useFormulario(ZIslaForm, {
    defaultValues: { empresa_id: empresaId, codigo: isla?.codigo ?? '', descripcion: isla?.descripcion ?? '' },
  });
  const enviar = async (datos: TIslaForm) => {
    const r = await guardar.mutateAsync(isla ? { ...datos, id: isla.islas_id } : datos);
    avisar(r.mensaje, isla !== null);
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(isla ? 'formulario.editar' : 'formulario.crear', { entidad: t('islas.entidades.isla') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TIslaForm> nombre="codigo" etiqueta="islas.campos.codigo" requerido mayusculas maxLength={5} autoFocus />
      <CampoTexto<TIslaForm> nombre="descripcion" etiqueta="islas.campos.descripcion" requerido mayusculas maxLength={30} />
    </CajonFormulario>
  );
}

/** Surtidor: Número* (ZL, unique), Marca, Modelo, Serial, Protocolo* (entity 16), Dirección* (1–99), Caras* (1/2). */
export function FormularioSurtidor({
  empresaId,
  islaId,
  surtidor,
  onCerrar,
}: {
  empresaId: number;
  islaId: number;
  surtidor: Surtidor | null;
  onCerrar: () => void;
}) {
  const { t } = useTranslation();
  const guardar = useGuardarSurtidor();
  const avisar = useAvisoGuardado();
  const protocolos = useProtocolos();
  const form = useFormulario(ZSurtidorForm, {
    defaultValues: {
      empresa_id: empresaId,
      isla_id: islaId,
      numero: (surtidor ? String(surtidor.numero) : null) as unknown as number,
      marca: surtidor?.marca ?? '',
      modelo: surtidor?.modelo ?? '',
      serial: surtidor?.serial ?? '',
      protocolo: surtidor?.protocolo ?? '',
      direccion: (surtidor ? String(surtidor.direccion) : null) as unknown as number,
      caras: surtidor?.caras ?? 2,
      mangueras: [],
    },
  });
  const enviar = async (datos: TSurtidorForm) => {
    const limpio = { ...datos, marca: datos.marca || undefined, modelo: datos.modelo || undefined, serial: datos.serial || undefined };
    const r = await guardar.mutateAsync(surtidor ? { ...limpio, id: surtidor.id } : limpio);
    avisar(r.mensaje, surtidor !== null);
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(surtidor ? 'formulario.editar' : 'formulario.crear', { entidad: t('islas.entidades.surtidor') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoNumero<FieldValues> nombre="numero" etiqueta="islas.campos.numero" requerido entero />
      <CampoTexto<FieldValues> nombre="marca" etiqueta="islas.campos.marca" mayusculas maxLength={40} />
      <CampoTexto<FieldValues> nombre="modelo" etiqueta="islas.campos.modelo" mayusculas maxLength={40} />
      <CampoTexto<FieldValues> nombre="serial" etiqueta="islas.campos.serial" mayusculas maxLength={60} />
      <CampoSeleccion<FieldValues>
        nombre="protocolo"
        etiqueta="islas.campos.protocolo"
        requerido
        cargando={protocolos.isLoading}
        opciones={(protocolos.data ?? []).map((p) => ({ valor: p.descripcion, texto: p.descripcion }))}
      />
      <CampoNumero<FieldValues> nombre="direccion" etiqueta="islas.campos.direccion" requerido entero />
      <CampoSeleccion<FieldValues>
        nombre="caras"
        etiqueta="islas.campos.caras"
        requerido
        opciones={[
          { valor: 1, texto: '1' },
          { valor: 2, texto: '2' },
        ]}
      />
    </CajonFormulario>
  );
}

/** Manguera: Número*, Cara*, Producto* (a fuel), Tanque*, Lectura inicial* (gallons, not negative). */
export function FormularioManguera({
  empresaId,
  surtidor,
  manguera,
  onCerrar,
}: {
  empresaId: number;
  surtidor: Surtidor;
  manguera: TManguera | null;
  onCerrar: () => void;
}) {
  const { t } = useTranslation();
  const guardar = useGuardarManguera();
  const avisar = useAvisoGuardado();
  const tanques = useTanques(empresaId);
  const combustibles = [...new Map((tanques.data ?? []).map((b) => [b.producto_id!, b.producto ?? ''])).entries()];
  const form = useFormulario(ZMangueraForm, {
    defaultValues: {
      surtidor_id: surtidor.id,
      numero: (manguera ? String(manguera.numero) : null) as unknown as number,
      cara: manguera?.cara ?? 1,
      producto_id: manguera?.producto_id ?? null,
      bodega_id: manguera?.bodega_id ?? null,
      lectura_inicial: (manguera ? String(manguera.lectura_inicial) : null) as unknown as number,
    },
  });
  const enviar = async (datos: TMangueraForm) => {
    const r = await guardar.mutateAsync(manguera ? { ...datos, id: manguera.id } : datos);
    avisar(r.mensaje, manguera !== null);
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(manguera ? 'formulario.editar' : 'formulario.crear', { entidad: t('islas.entidades.manguera') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoNumero<FieldValues> nombre="numero" etiqueta="islas.campos.numero" requerido entero />
      <CampoSeleccion<FieldValues>
        nombre="cara"
        etiqueta="islas.campos.cara"
        requerido
        opciones={Array.from({ length: surtidor.caras }, (_, i) => ({ valor: i + 1, texto: String(i + 1) }))}
      />
      <CampoSeleccion<FieldValues>
        nombre="producto_id"
        etiqueta="islas.campos.producto"
        requerido
        cargando={tanques.isLoading}
        opciones={combustibles.map(([valor, texto]) => ({ valor, texto }))}
      />
      <CampoSeleccion<FieldValues>
        nombre="bodega_id"
        etiqueta="islas.campos.tanque"
        requerido
        cargando={tanques.isLoading}
        opciones={(tanques.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} - ${b.descripcion} (${b.producto ?? ''})` }))}
      />
      <CampoNumero<FieldValues> nombre="lectura_inicial" etiqueta="islas.campos.lecturaInicial" requerido />
    </CajonFormulario>
  );
}
