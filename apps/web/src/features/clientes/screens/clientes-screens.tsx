import { useMemo, useState, type ComponentType } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Box, Link, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ENTIDADES_MEDIO,
  ID_ENTIDAD_MEDIO,
  TIPOS_CLIENTE,
  TIPOS_MEDIO,
  ZClienteForm,
  ZFlotaForm,
  ZMedioForm,
  ZVehiculoForm,
  type TCliente,
  type TEntidadMedio,
  type TFlota,
  type TMedio,
  type TVehiculo,
} from '@eds/contracts/clientes/clientes';
import { COMBUSTIBLE } from '@eds/contracts/operacion';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { direccionAbsoluta } from '../../../lib/ruta-base';
import { useUsuario } from '../../../lib/sesion';
import {
  apiClientes,
  apiFlotas,
  apiMedios,
  apiVehiculos,
  useFlotasActivas,
  useFlotasDeCliente,
  useOrigenes,
  usePreciosEspeciales,
  useVehiculosDeCliente,
} from '../api/clientes';

const TIPOS_IDENTIFICACION = [
  { valor: 31, texto: 'NIT' },
  { valor: 13, texto: 'CC' },
  { valor: 22, texto: 'CE' },
  { valor: 41, texto: 'PA' },
  { valor: 42, texto: 'DIE' },
  { valor: 47, texto: 'PEP' },
  { valor: 48, texto: 'PPT' },
];
const COMBUSTIBLES = Object.entries(COMBUSTIBLE)
  .filter(([nombre]) => nombre !== 'ADBLUE')
  .map(([texto, valor]) => ({ valor, texto }));

function CampoEstaciones({ ayuda }: { ayuda: string }) {
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  return (
    <CampoSeleccionMultiple<FieldValues>
      nombre="estaciones"
      etiqueta="clientes.campos.estaciones"
      opciones={(estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }))}
      cargando={estaciones.isPending}
      ayuda={ayuda}
    />
  );
}

/**
 * A tab another feature gives the customer screen (its quotas, its receivables): the app composes them
 * (app/clientes-screen.tsx), since a feature imports no other.
 */
export interface PestanaExtraCliente {
  etiqueta: string;
  Componente: ComponentType<{ clienteId: number }>;
}

/** The customer's tabs (SCREENS.md G19): its fleets, vehicles and special prices, then the tabs given (Cupo, Cartera). */
function PestanasCliente({ cliente, empresaId, extras }: { cliente: TCliente; empresaId: number; extras: readonly PestanaExtraCliente[] }) {
  const { t } = useTranslation();
  const [pestana, setPestana] = useState(0);
  const extra = pestana >= 3 ? extras[pestana - 3] : undefined;
  const flotas = useFlotasDeCliente(empresaId, cliente.id);
  const vehiculos = useVehiculosDeCliente(empresaId, cliente.id);
  const precios = usePreciosEspeciales(cliente.id);
  const filas =
    pestana === 0
      ? (flotas.data ?? []).map((f) => `${f.codigo} · ${f.nombre} · ${t('clientes.campos.vehiculosN', { n: f.vehiculos })}`)
      : pestana === 1
        ? (vehiculos.data ?? []).map((v) => `${v.placa} · ${v.tipo_vehiculo}${v.flota ? ` · ${v.flota}` : ''}`)
        : (precios.data ?? []).map(
            (p) => `${p.producto} · $${p.precio.toFixed(2)} · ${p.fecha_inicio}${p.fecha_fin ? ` – ${p.fecha_fin}` : ''}`,
          );
  return (
    <Box sx={{ mt: 2 }}>
      <Tabs value={pestana} onChange={(_e, v: number) => setPestana(v)} variant="scrollable" aria-label={t('clientes.pestanas.titulo')}>
        <Tab label={t('clientes.pestanas.flotas')} />
        <Tab label={t('clientes.pestanas.vehiculos')} />
        <Tab label={t('clientes.pestanas.precios')} />
        {extras.map((x) => (
          <Tab key={x.etiqueta} label={t(x.etiqueta)} />
        ))}
      </Tabs>
      {extra ? (
        <Box role="tabpanel" sx={{ py: 1 }}>
          <extra.Componente clienteId={cliente.id} />
        </Box>
      ) : (
        <Box role="tabpanel" sx={{ py: 1 }}>
          {filas.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('clientes.pestanas.vacio')}
            </Typography>
          ) : (
            filas.map((f) => (
              <Typography key={f} variant="body2">
                {f}
              </Typography>
            ))
          )}
          {pestana === 2 ? (
            <Link href={direccionAbsoluta('/configuracion/productos')} variant="body2">
              {t('clientes.pestanas.irAPrecios')}
            </Link>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

/** Clientes (SCREENS.md G19, `/usuarios/clientes`). */
export function ClientesScreen({ pestanas = [] }: { pestanas?: readonly PestanaExtraCliente[] }) {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TCliente>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'clientes.campos.tipo', ordenable: true, ancho: 130 },
      { clave: 'correo', etiqueta: 'clientes.campos.correo' },
      { clave: 'telefono', etiqueta: 'clientes.campos.telefono', ancho: 130 },
    ],
    [],
  );
  const tipos = TIPOS_CLIENTE.map((v) => ({ valor: v, texto: t(`clientes.tipos.${v}`) }));
  return (
    <PantallaCatalogo<TCliente>
      titulo="clientes.clientes.titulo"
      entidad="clientes.clientes.entidad"
      nombreArchivo="clientes"
      api={apiClientes}
      columnas={columnas}
      etiquetas={{ codigo: 'clientes.campos.identificacion', descripcion: 'clientes.campos.nombre' }}
      sinCamposBase
      esquema={ZClienteForm}
      valores={(f) => ({
        tipo_identificacion_id: f?.tipo_identificacion_id ?? 31,
        identificacion: f?.identificacion ?? '',
        nombre: f?.nombre ?? '',
        correo: f?.correo ?? '',
        telefono: f?.telefono ?? '',
        direccion: f?.direccion ?? '',
        tipo: f?.tipo ?? null,
        autoriza_datos: f?.autoriza_datos ?? false,
        estaciones: f?.estaciones ?? [],
      })}
      campos={({ fila, empresaId }) => (
        <>
          <CampoSeleccion<FieldValues>
            nombre="tipo_identificacion_id"
            etiqueta="clientes.campos.tipoIdentificacion"
            opciones={TIPOS_IDENTIFICACION}
            requerido
          />
          <CampoTexto<FieldValues> nombre="identificacion" etiqueta="clientes.campos.identificacion" requerido maxLength={20} autoFocus />
          <CampoTexto<FieldValues> nombre="nombre" etiqueta="clientes.campos.nombre" requerido mayusculas maxLength={120} />
          <CampoTexto<FieldValues> nombre="correo" etiqueta="clientes.campos.correo" requerido maxLength={120} tipo="email" />
          <CampoTexto<FieldValues> nombre="telefono" etiqueta="clientes.campos.telefono" maxLength={10} inputMode="tel" />
          <CampoTexto<FieldValues> nombre="direccion" etiqueta="clientes.campos.direccion" mayusculas maxLength={200} />
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="clientes.campos.tipo" opciones={tipos} requerido />
          <CampoEstaciones ayuda="clientes.campos.ayudaEstaciones" />
          <CampoInterruptor<FieldValues> nombre="autoriza_datos" etiqueta="clientes.campos.autorizaDatos" requerido />
          {fila ? <PestanasCliente cliente={fila} empresaId={empresaId} extras={pestanas} /> : null}
        </>
      )}
    />
  );
}

function CampoCliente({ requerido }: { requerido: boolean }) {
  const empresaId = useUsuario().empresas_id;
  const clientes = apiClientes.useOpciones(empresaId);
  return (
    <CampoSeleccion<FieldValues>
      nombre="cliente_id"
      etiqueta="clientes.campos.cliente"
      opciones={((clientes.data ?? []) as { id: number; codigo: string; descripcion: string }[]).map((c) => ({
        valor: c.id,
        texto: `${c.codigo} · ${c.descripcion}`,
      }))}
      cargando={clientes.isPending}
      requerido={requerido}
      vacio={!requerido}
    />
  );
}

/** Flotas: a customer's (`/usuarios/flotas`) or the business's own (`/empresa/flotas`, CONSUMO INTERNO). */
function Flotas({ propia }: { propia: boolean }) {
  const columnas = useMemo<ColumnaTabla<TFlota>[]>(
    () => [
      ...(propia ? [] : [{ clave: 'cliente' as const, etiqueta: 'clientes.campos.cliente', ordenable: true }]),
      { clave: 'centro_costo', etiqueta: 'clientes.campos.centroCosto', ancho: 150 },
      { clave: 'vehiculos', etiqueta: 'clientes.pestanas.vehiculos', tipo: 'numero', decimales: 0, ancho: 120 },
    ],
    [propia],
  );
  return (
    <PantallaCatalogo<TFlota, { propia: string }>
      titulo={propia ? 'clientes.flotas.tituloPropias' : 'clientes.flotas.titulo'}
      entidad="clientes.flotas.entidad"
      nombreArchivo={propia ? 'flotas_empresa' : 'flotas'}
      api={apiFlotas}
      columnas={columnas}
      etiquetas={{ codigo: 'clientes.campos.codigo', descripcion: 'clientes.campos.nombre' }}
      sinCamposBase
      esquema={ZFlotaForm}
      filtros={{ iniciales: { propia: propia ? 'S' : 'N' }, render: () => null }}
      valores={(f) => ({
        cliente_id: f?.cliente_id ?? null,
        nombre: f?.nombre ?? '',
        codigo: f?.codigo ?? '',
        centro_costo: f?.centro_costo ?? '',
        propia,
      })}
      campos={
        <>
          <CampoCliente requerido={!propia} />
          <CampoTexto<FieldValues> nombre="codigo" etiqueta="clientes.campos.codigo" requerido mayusculas maxLength={20} autoFocus />
          <CampoTexto<FieldValues> nombre="nombre" etiqueta="clientes.campos.nombre" requerido mayusculas maxLength={80} />
          <CampoTexto<FieldValues> nombre="centro_costo" etiqueta="clientes.campos.centroCosto" mayusculas maxLength={40} />
        </>
      }
    />
  );
}

export function FlotasClientesScreen() {
  return <Flotas propia={false} />;
}
export function FlotasEmpresaScreen() {
  return <Flotas propia />;
}

function CampoFlota({ propia }: { propia: boolean }) {
  const empresaId = useUsuario().empresas_id;
  const flotas = useFlotasActivas(empresaId, propia);
  return (
    <CampoSeleccion<FieldValues>
      nombre="flota_id"
      etiqueta="clientes.campos.flota"
      opciones={(flotas.data ?? []).map((f) => ({ valor: f.id, texto: `${f.codigo} · ${f.descripcion}` }))}
      cargando={flotas.isPending}
      requerido={propia}
      vacio={!propia}
    />
  );
}

/** Vehículos: customers' (`/usuarios/vehiculos`) or the business's own fleet's (`/empresa/vehiculos`). */
function Vehiculos({ propia }: { propia: boolean }) {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TVehiculo>[]>(
    () => [
      { clave: 'flota', etiqueta: 'clientes.campos.flota', ordenable: true },
      ...(propia ? [] : [{ clave: 'cliente' as const, etiqueta: 'clientes.campos.cliente', ordenable: true }]),
      { clave: 'medios', etiqueta: 'clientes.campos.medio', valor: (v: TVehiculo) => v.medios.join(', ') },
    ],
    [propia],
  );
  const medios = TIPOS_MEDIO.map((v) => ({ valor: v, texto: t(`clientes.mediosTipos.${v}`) }));
  return (
    <PantallaCatalogo<TVehiculo, { propia: string }>
      titulo={propia ? 'clientes.vehiculos.tituloPropios' : 'clientes.vehiculos.titulo'}
      entidad="clientes.vehiculos.entidad"
      nombreArchivo={propia ? 'vehiculos_empresa' : 'vehiculos'}
      api={apiVehiculos}
      columnas={columnas}
      etiquetas={{ codigo: 'clientes.campos.placa', descripcion: 'clientes.campos.tipoVehiculo' }}
      sinCamposBase
      esquema={ZVehiculoForm}
      filtros={{ iniciales: { propia: propia ? 'S' : 'N' }, render: () => null }}
      valores={(f) => ({
        placa: f?.placa ?? '',
        tipo_vehiculo: f?.tipo_vehiculo ?? '',
        combustible_id: f?.combustible_id ?? null,
        flota_id: f?.flota_id ?? null,
        cliente_id: f?.cliente_id ?? null,
        kilometraje: f?.kilometraje ?? '',
        medio_codigo: f?.medios[0] ?? '',
        medio_tipo: 'TAG',
      })}
      campos={
        <>
          <CampoTexto<FieldValues> nombre="placa" etiqueta="clientes.campos.placa" requerido mayusculas maxLength={7} autoFocus />
          <CampoTexto<FieldValues> nombre="tipo_vehiculo" etiqueta="clientes.campos.tipoVehiculo" requerido mayusculas maxLength={40} />
          <CampoSeleccion<FieldValues> nombre="combustible_id" etiqueta="clientes.campos.combustible" opciones={COMBUSTIBLES} requerido />
          <CampoFlota propia={propia} />
          {propia ? null : <CampoCliente requerido={false} />}
          <CampoNumero<FieldValues> nombre="kilometraje" etiqueta="clientes.campos.kilometraje" />
          <CampoTexto<FieldValues> nombre="medio_codigo" etiqueta="clientes.campos.medio" mayusculas maxLength={40} />
          <CampoSeleccion<FieldValues> nombre="medio_tipo" etiqueta="clientes.campos.tipoMedio" opciones={medios} />
        </>
      }
    />
  );
}

export function VehiculosClientesScreen() {
  return <Vehiculos propia={false} />;
}
export function VehiculosEmpresaScreen() {
  return <Vehiculos propia />;
}

function CampoEntidad() {
  const entidad = useWatch({ name: 'entidad' }) as TEntidadMedio | null | undefined;
  const origenes = useOrigenes(entidad ? ID_ENTIDAD_MEDIO[entidad] : null);
  return (
    <CampoSeleccion<FieldValues>
      nombre="entidad_id"
      etiqueta="clientes.campos.origen"
      opciones={(origenes.data ?? []).map((o) => ({ valor: o.id, texto: o.descripcion }))}
      cargando={entidad ? origenes.isPending : false}
      requerido
    />
  );
}

/** Medios de identificación (SCREENS.md G19, `/configuracion/gestion_medios_identificacion`). */
export function MediosIdentificacionScreen() {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TMedio>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'clientes.campos.tipoMedio', ordenable: true, ancho: 140 },
      {
        clave: 'entidad',
        etiqueta: 'clientes.campos.entidad',
        ordenable: true,
        ancho: 140,
        valor: (m: TMedio) => t(`clientes.entidades.${m.entidad}`),
      },
    ],
    [t],
  );
  const tipos = TIPOS_MEDIO.map((v) => ({ valor: v, texto: t(`clientes.mediosTipos.${v}`) }));
  const entidades = ENTIDADES_MEDIO.map((v) => ({ valor: v, texto: t(`clientes.entidades.${v}`) }));
  return (
    <PantallaCatalogo<TMedio>
      titulo="clientes.medios.titulo"
      entidad="clientes.medios.entidad"
      nombreArchivo="medios_identificacion"
      api={apiMedios}
      columnas={columnas}
      etiquetas={{ codigo: 'clientes.campos.codigo', descripcion: 'clientes.campos.origen' }}
      sinCamposBase
      esquema={ZMedioForm}
      valores={(f) => ({
        codigo: f?.codigo ?? '',
        tipo: f?.tipo ?? null,
        entidad: f?.entidad ?? null,
        entidad_id: f?.entidad_id ?? null,
        estaciones: f?.estaciones ?? [],
      })}
      campos={
        <>
          <CampoTexto<FieldValues> nombre="codigo" etiqueta="clientes.campos.codigo" requerido mayusculas maxLength={40} autoFocus />
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="clientes.campos.tipoMedio" opciones={tipos} requerido />
          <CampoSeleccion<FieldValues> nombre="entidad" etiqueta="clientes.campos.entidad" opciones={entidades} requerido />
          <CampoEntidad />
          <CampoEstaciones ayuda="clientes.campos.ayudaEstacionesMedio" />
        </>
      }
    />
  );
}
