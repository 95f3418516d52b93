import { useMemo, useState } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Cancel from '@mui/icons-material/CancelOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import { useFieldArray, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZAcuerdoForm, type TAcuerdo, type TAcuerdoDetalle, type TEstadoAcuerdo } from '@eds/contracts/configuracion/acuerdos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';
import { useUsuario } from '../../../lib/sesion';
import { apiAcuerdos, useAcuerdo, useEstadoAcuerdo, useProductosNegocio, useProveedoresActivos } from '../api/acuerdos';
import { useEmpresasConcepto } from '../api/conceptos-inventario';
import '../lib/mensajes-catalogos';

/** Product lines: Producto*, Costo pactado*, Descuento (%); one line at least. */
function Lineas({ empresaId }: { empresaId: number }) {
  const { t } = useTranslation();
  const productos = useProductosNegocio(empresaId);
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'lineas' });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('catalogos.acuerdos.lineas')}</Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 120px 90px auto', gap: 1, alignItems: 'start' }}>
          <CampoSeleccion<FieldValues>
            nombre={`lineas.${i}.producto_id`}
            etiqueta="catalogos.acuerdos.producto"
            opciones={productos.data ?? []}
            cargando={productos.isPending}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.costo`} etiqueta="catalogos.acuerdos.costo" requerido />
          <CampoNumero<FieldValues> nombre={`lineas.${i}.descuento`} etiqueta="catalogos.acuerdos.descuento" />
          <IconButton
            aria-label={t('catalogos.acuerdos.quitarLinea', { n: i + 1 })}
            onClick={() => remove(i)}
            disabled={fields.length === 1}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append({ producto_id: null, costo: null, descuento: 0 })} sx={{ alignSelf: 'start' }}>
        {t('catalogos.acuerdos.agregarLinea')}
      </Button>
    </Stack>
  );
}

function Formulario({ acuerdo, empresaId, onCerrar }: { acuerdo: TAcuerdoDetalle | null; empresaId: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = apiAcuerdos.useCrear();
  const editar = apiAcuerdos.useEditar();
  const proveedores = useProveedoresActivos(empresaId);
  const estaciones = useEmpresasConcepto(empresaId);
  const form = useFormulario(ZAcuerdoForm, {
    defaultValues: {
      empresa_id: empresaId,
      proveedor_id: acuerdo?.proveedor_id ?? null,
      numero: acuerdo?.numero ?? '',
      fecha_inicio: acuerdo?.fecha_inicio ?? (null as never),
      fecha_fin: acuerdo?.fecha_fin ?? (null as never),
      estaciones: acuerdo?.estaciones ?? [],
      lineas: acuerdo?.lineas.map((l) => ({ producto_id: l.producto_id, costo: l.costo, descuento: l.descuento })) ?? [
        { producto_id: null as never, costo: null as never, descuento: 0 },
      ],
      observaciones: acuerdo?.observaciones ?? '',
    },
  });
  const guardar = async (datos: unknown) => {
    const r = acuerdo ? await editar.mutateAsync({ ...(datos as object), id: acuerdo.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(acuerdo ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };
  const errorLineas = traducirMensaje(t, (form.formState.errors.lineas as { message?: string } | undefined)?.message);
  return (
    <CajonFormulario
      abierto
      titulo={t(acuerdo ? 'formulario.editar' : 'formulario.crear', { entidad: t('catalogos.acuerdos.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<FieldValues>
        nombre="proveedor_id"
        etiqueta="catalogos.acuerdos.proveedor"
        opciones={proveedores.data ?? []}
        cargando={proveedores.isPending}
        requerido
      />
      <CampoTexto<FieldValues> nombre="numero" etiqueta="catalogos.acuerdos.numero" requerido mayusculas maxLength={20} />
      <CampoFecha<FieldValues> nombre="fecha_inicio" etiqueta="catalogos.acuerdos.fechaInicio" requerido />
      <CampoFecha<FieldValues> nombre="fecha_fin" etiqueta="catalogos.acuerdos.fechaFin" requerido />
      <CampoSeleccionMultiple<FieldValues>
        nombre="estaciones"
        etiqueta="catalogos.acuerdos.estaciones"
        opciones={(estaciones.data ?? []).map((e) => ({ valor: e.id, texto: e.alias }))}
        cargando={estaciones.isPending}
        requerido
      />
      <Lineas empresaId={empresaId} />
      {errorLineas ? (
        <Typography color="error" variant="caption" role="alert">
          {errorLineas}
        </Typography>
      ) : null}
      <CampoTexto<FieldValues> nombre="observaciones" etiqueta="catalogos.acuerdos.observaciones" mayusculas maxLength={500} />
    </CajonFormulario>
  );
}

/** The edited agreement is read whole (its lines) before the form opens. */
function Edicion({ id, empresaId, onCerrar }: { id: number | null; empresaId: number; onCerrar: () => void }) {
  const detalle = useAcuerdo(id);
  if (id !== null && !detalle.data) return null;
  return <Formulario acuerdo={id === null ? null : detalle.data!} empresaId={empresaId} onCerrar={onCerrar} />;
}

/**
 * Acuerdos comerciales (SCREENS.md G12, `/configuracion/gestion_acuerdos`): a supplier's agreed costs for products at
 * stations. A draft is edited or deleted; Poner en vigencia (letter A) puts it in force, refused when the supplier
 * already has one in force for a product at a station; Cancelar ends it.
 */
export function AcuerdosScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ id: number | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const estado = useEstadoAcuerdo();
  const eliminar = apiAcuerdos.useEliminar();

  const columnas = useMemo<ColumnaTabla<TAcuerdo>[]>(
    () => [
      { clave: 'numero', etiqueta: 'catalogos.acuerdos.numero', ordenable: true, ancho: 130 },
      { clave: 'proveedor', etiqueta: 'catalogos.acuerdos.proveedor', ordenable: true },
      { clave: 'fecha_inicio', etiqueta: 'catalogos.acuerdos.fechaInicio', tipo: 'fecha', ordenable: true, ancho: 130 },
      { clave: 'fecha_fin', etiqueta: 'catalogos.acuerdos.fechaFin', tipo: 'fecha', ordenable: true, ancho: 130 },
      { clave: 'productos', etiqueta: 'catalogos.acuerdos.productos', tipo: 'numero', decimales: 0, ancho: 110 },
      { clave: 'estado', etiqueta: 'lista.estado', ordenable: true, ancho: 130, valor: (f) => t(`catalogos.acuerdos.estados.${f.estado}`) },
    ],
    [t],
  );

  const accion = async (pregunta: string, hacer: () => Promise<{ mensaje: string }>) => {
    if (!(await confirmar(pregunta))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await hacer()).mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  const cambiar = (f: TAcuerdo, hacia: TEstadoAcuerdo, pregunta: string) =>
    accion(t(pregunta, { numero: f.numero }), () => estado.mutateAsync({ id: f.id, estado: hacia }));

  const acciones = (f: TAcuerdo) => (
    <>
      {f.estado === 'BORRADOR' ? (
        <>
          <BotonAccion
            letra="U"
            etiqueta={t('lista.editarDe', { registro: f.numero })}
            icono={<Edit />}
            onClick={() => setEdicion({ id: f.id })}
          />
          <BotonAccion
            letra="A"
            etiqueta={t('catalogos.acuerdos.vigenciaDe', { numero: f.numero })}
            icono={<Verified />}
            color="success"
            onClick={() => void cambiar(f, 'VIGENTE', 'catalogos.acuerdos.confirmarVigencia')}
          />
        </>
      ) : null}
      {f.estado === 'BORRADOR' || f.estado === 'VIGENTE' ? (
        <BotonAccion
          letra={f.estado === 'VIGENTE' ? 'A' : 'U'}
          etiqueta={t('catalogos.acuerdos.cancelarDe', { numero: f.numero })}
          icono={<Cancel />}
          color="warning"
          onClick={() => void cambiar(f, 'CANCELADO', 'catalogos.acuerdos.confirmarCancelar')}
        />
      ) : null}
      {f.estado === 'BORRADOR' ? (
        <BotonAccion
          letra="D"
          etiqueta={t('lista.eliminarDe', { registro: f.numero })}
          icono={<Delete />}
          color="error"
          onClick={() => void accion(t('lista.confirmarEliminar'), () => eliminar.mutateAsync(f.id))}
        />
      ) : null}
    </>
  );

  return (
    <>
      <PantallaLista<TAcuerdo>
        titulo="catalogos.acuerdos.titulo"
        entidad="catalogos.acuerdos.entidad"
        nombreArchivo="acuerdos_comerciales"
        columnas={columnas}
        opciones={(consulta) => apiAcuerdos.listaQueryOptions(empresaId, consulta) as never}
        estadoInicial="A"
        onCrear={() => setEdicion({ id: null })}
        accionesFila={acciones}
        idFila={(f) => String(f.id)}
      />
      {edicion ? <Edicion id={edicion.id} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {dialogo}
    </>
  );
}
