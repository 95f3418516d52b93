import { useMemo, useState } from 'react';
import Block from '@mui/icons-material/BlockOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import type { FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MENSAJES_CONVERSION, ZConversionForm, type TConversion, type TEstadoConversion } from '@eds/contracts/configuracion/conversiones';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { indexarMensajes, traducirMensaje } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';
import { useUsuario } from '../../../lib/sesion';
import { apiConversiones, useEstadoConversion, useOpcionesConversion } from '../api/conversiones';

indexarMensajes('catalogos.mensajes.conversion', MENSAJES_CONVERSION);

const ABIERTOS: readonly TEstadoConversion[] = ['REGISTRADA', 'CERTIFICADA', 'EN RECAUDO'];

function Formulario({ conversion, empresaId, onCerrar }: { conversion: TConversion | null; empresaId: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = apiConversiones.useCrear();
  const editar = apiConversiones.useEditar();
  const o = useOpcionesConversion(empresaId);
  const form = useFormulario(ZConversionForm, {
    defaultValues: {
      empresa_id: conversion?.empresa_id ?? empresaId,
      placa: conversion?.placa ?? '',
      cliente_id: conversion?.cliente_id ?? null,
      taller_id: conversion?.taller_id ?? null,
      verificadora_id: conversion?.verificadora_id ?? null,
      financiera_id: conversion?.financiera_id ?? null,
      certificado: conversion?.certificado ?? '',
      fecha_conversion: conversion?.fecha_conversion,
      vence_revision: conversion?.vence_revision,
      valor_financiado: conversion?.valor_financiado ?? 0,
      cuota_m3: conversion?.cuota_m3 ?? null,
    },
  });
  const guardar = async (datos: unknown) => {
    const r = conversion ? await editar.mutateAsync({ ...(datos as object), id: conversion.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(conversion ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(conversion ? 'formulario.editar' : 'formulario.crear', { entidad: t('catalogos.conversiones.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<FieldValues> nombre="placa" etiqueta="catalogos.conversiones.placa" requerido mayusculas maxLength={8} />
      <CampoSeleccion<FieldValues>
        nombre="cliente_id"
        etiqueta="catalogos.conversiones.propietario"
        opciones={o.propietarios.data ?? []}
        cargando={o.propietarios.isPending}
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="taller_id"
        etiqueta="catalogos.conversiones.taller"
        opciones={o.talleres.data ?? []}
        cargando={o.talleres.isPending}
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="verificadora_id"
        etiqueta="catalogos.conversiones.verificador"
        opciones={o.verificadoras.data ?? []}
        cargando={o.verificadoras.isPending}
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="financiera_id"
        etiqueta="catalogos.conversiones.financiera"
        opciones={o.financieras.data ?? []}
        cargando={o.financieras.isPending}
      />
      <CampoTexto<FieldValues> nombre="certificado" etiqueta="catalogos.conversiones.certificado" requerido mayusculas maxLength={30} />
      <CampoFecha<FieldValues> nombre="fecha_conversion" etiqueta="catalogos.conversiones.fechaConversion" requerido />
      <CampoFecha<FieldValues> nombre="vence_revision" etiqueta="catalogos.conversiones.venceRevision" requerido />
      <CampoNumero<FieldValues> nombre="valor_financiado" etiqueta="catalogos.conversiones.valorFinanciado" />
      <CampoNumero<FieldValues> nombre="cuota_m3" etiqueta="catalogos.conversiones.cuotaM3" requerido />
    </CajonFormulario>
  );
}

/**
 * Conversiones a GNV (SCREENS.md G21, `/configuracion/conversiones`, decision 074): vehicles converted to natural gas,
 * financed and repaid on each GNV fill (Saldo is read-only). Certificar and Pasar a recaudo take U; Anular takes N.
 */
export function ConversionesScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ fila: TConversion | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const estado = useEstadoConversion();

  const columnas = useMemo<ColumnaTabla<TConversion>[]>(
    () => [
      { clave: 'placa', etiqueta: 'catalogos.conversiones.placa', ordenable: true, ancho: 110 },
      { clave: 'cliente', etiqueta: 'catalogos.conversiones.propietario', ordenable: true },
      { clave: 'taller', etiqueta: 'catalogos.conversiones.taller', ordenable: true },
      { clave: 'certificado', etiqueta: 'catalogos.conversiones.certificado', ancho: 130 },
      { clave: 'vence_revision', etiqueta: 'catalogos.conversiones.venceRevision', tipo: 'fecha', ordenable: true, ancho: 130 },
      { clave: 'cuota_m3', etiqueta: 'catalogos.conversiones.cuotaM3', tipo: 'numero', decimales: 2, ancho: 120 },
      { clave: 'saldo', etiqueta: 'catalogos.conversiones.saldo', tipo: 'numero', decimales: 2, ordenable: true, ancho: 130 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 130,
        valor: (f) => t(`catalogos.conversiones.estados.${f.estado}`),
      },
    ],
    [t],
  );

  const cambiar = async (f: TConversion, hacia: TEstadoConversion, pregunta: string) => {
    if (!(await confirmar(t(pregunta, { placa: f.placa })))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await estado.mutateAsync({ id: f.id, estado: hacia })).mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const acciones = (f: TConversion) =>
    ABIERTOS.includes(f.estado) ? (
      <>
        <BotonAccion
          letra="U"
          etiqueta={t('lista.editarDe', { registro: f.placa })}
          icono={<Edit />}
          onClick={() => setEdicion({ fila: f })}
        />
        {f.estado === 'REGISTRADA' ? (
          <BotonAccion
            letra="U"
            etiqueta={t('catalogos.conversiones.certificarDe', { placa: f.placa })}
            icono={<Verified />}
            color="success"
            onClick={() => void cambiar(f, 'CERTIFICADA', 'catalogos.conversiones.confirmarCertificar')}
          />
        ) : null}
        {f.estado === 'CERTIFICADA' ? (
          <BotonAccion
            letra="U"
            etiqueta={t('catalogos.conversiones.recaudoDe', { placa: f.placa })}
            icono={<Payments />}
            onClick={() => void cambiar(f, 'EN RECAUDO', 'catalogos.conversiones.confirmarRecaudo')}
          />
        ) : null}
        <BotonAccion
          letra="N"
          etiqueta={t('catalogos.conversiones.anularDe', { placa: f.placa })}
          icono={<Block />}
          color="error"
          onClick={() => void cambiar(f, 'ANULADA', 'catalogos.conversiones.confirmarAnular')}
        />
      </>
    ) : null;

  return (
    <>
      <PantallaLista<TConversion>
        titulo="catalogos.conversiones.titulo"
        entidad="catalogos.conversiones.entidad"
        nombreArchivo="conversiones_gnv"
        columnas={columnas}
        opciones={(consulta) => apiConversiones.listaQueryOptions(empresaId, consulta) as never}
        estadoInicial="A"
        onCrear={() => setEdicion({ fila: null })}
        accionesFila={acciones}
        idFila={(f) => String(f.id)}
      />
      {edicion ? <Formulario conversion={edicion.fila} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {dialogo}
    </>
  );
}
