import { useMemo, useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZMedicionForm, type TMedicion, type TMedicionFila } from '@eds/contracts/combustible/mediciones';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { ORIGENES_LECTURA_TANQUE } from '@eds/contracts/operacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { useTanquesEstacion } from '../api/aforo';
import { useEstacionesBodega } from '../api/bodegas';
import { medicionesQueryOptions, useRegistrarMedicion } from '../api/mediciones';
import { BloqueEstacionPeriodo, type FiltrosEstacionPeriodo } from '../components/filtros-estacion-periodo';
import '../lib/mensajes-bodegas';

type Opcion = { valor: number; texto: string };

/** Estación (a business user picks it) and Tanque: the station's active tanks. */
function CamposTanque({ estaciones, propia }: { estaciones: Opcion[]; propia: number | null }) {
  const empresa = useWatch({ name: 'empresa_id' }) as number | null;
  const tanques = useTanquesEstacion(empresa ?? null);
  return (
    <>
      {propia === null ? (
        <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="bodegas.mediciones.campos.estacion" requerido opciones={estaciones} />
      ) : null}
      <CampoSeleccion<FieldValues>
        nombre="bodega_id"
        etiqueta="bodegas.mediciones.campos.tanque"
        requerido
        cargando={tanques.isLoading}
        opciones={(tanques.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` }))}
      />
    </>
  );
}

function FormularioMedicion({ estaciones, propia, onCerrar }: { estaciones: Opcion[]; propia: number | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarMedicion();
  const form = useFormulario(ZMedicionForm, {
    defaultValues: {
      empresa_id: propia,
      bodega_id: null,
      fecha: textoBogota(new Date()),
      altura_mm: null,
      altura_agua_mm: null,
      temperatura: null,
    } as never,
  });
  const guardar = async (datos: TMedicion) => {
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(t('bodegas.mediciones.guardada', { volumen: r.data.volumen.toLocaleString('es-CO', { maximumFractionDigits: 3 }) }), {
      variant: 'success',
    });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('formulario.crear', { entidad: t('bodegas.mediciones.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CamposTanque estaciones={estaciones} propia={propia} />
      <CampoTexto<FieldValues> nombre="fecha" etiqueta="bodegas.mediciones.campos.fecha" requerido ayuda="bodegas.mediciones.ayudaFecha" />
      <CampoNumero<FieldValues> nombre="altura_mm" etiqueta="bodegas.mediciones.campos.altura" requerido />
      <CampoNumero<FieldValues> nombre="altura_agua_mm" etiqueta="bodegas.mediciones.campos.alturaAgua" />
      <CampoNumero<FieldValues> nombre="temperatura" etiqueta="bodegas.mediciones.campos.temperatura" />
    </CajonFormulario>
  );
}

interface FiltrosMedicion extends FiltrosEstacionPeriodo {
  origen: string | null;
}

/**
 * Medición de tanques (SCREENS.md G04, `/configuracion/medicion_tanques`): the dips of the stations in scope (manual,
 * probe and POS) with the volume the chart gives, the book stock at that moment and the difference; a manual dip is
 * added with letter C. Dips are not edited here: probe and POS rows are read-only, and a manual dip is corrected by a
 * later one.
 */
export function MedicionesScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [creando, setCreando] = useState(false);
  const numero = (decimales: number) => ({ tipo: 'numero' as const, decimales });
  const columnas = useMemo<ColumnaTabla<TMedicionFila>[]>(
    () => [
      { clave: 'fecha', etiqueta: 'bodegas.mediciones.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'estacion', etiqueta: 'bodegas.mediciones.campos.estacion', ordenable: true },
      { clave: 'tanque', etiqueta: 'bodegas.mediciones.campos.tanque', ordenable: true },
      { clave: 'altura_mm', etiqueta: 'bodegas.mediciones.campos.altura', ...numero(1), ancho: 120 },
      { clave: 'altura_agua_mm', etiqueta: 'bodegas.mediciones.campos.alturaAgua', ...numero(1), ancho: 120 },
      { clave: 'volumen', etiqueta: 'bodegas.mediciones.campos.volumen', ...numero(3), ordenable: true, ancho: 130 },
      { clave: 'libro', etiqueta: 'bodegas.mediciones.campos.libro', ...numero(3), ancho: 130 },
      { clave: 'diferencia', etiqueta: 'bodegas.mediciones.campos.diferencia', ...numero(3), ancho: 130 },
      { clave: 'temperatura', etiqueta: 'bodegas.mediciones.campos.temperatura', ...numero(2), ancho: 110 },
      {
        clave: 'origen',
        etiqueta: 'bodegas.mediciones.campos.origen',
        ordenable: true,
        ancho: 110,
        valor: (f) => t(`bodegas.mediciones.origenes.${f.origen}`),
      },
    ],
    [t],
  );
  return (
    <>
      <PantallaLista<TMedicionFila, FiltrosMedicion>
        titulo="bodegas.mediciones.titulo"
        entidad="bodegas.mediciones.entidad"
        nombreArchivo="mediciones_tanques"
        columnas={columnas}
        sinEstado
        opciones={(consulta) => medicionesQueryOptions(empresaId, consulta) as never}
        filtros={{
          iniciales: { estacion_id: null, origen: null, fecha_inicio: null, fecha_fin: null },
          render: (valores, cambiar) => (
            <BloqueEstacionPeriodo valores={valores} cambiar={cambiar} propia={propia} estaciones={opciones}>
              <FiltroOpcion<string>
                etiqueta={t('bodegas.mediciones.campos.origen')}
                valor={valores.origen}
                textoTodos={t('bodegas.filtros.todos')}
                opciones={ORIGENES_LECTURA_TANQUE.map((o) => ({ valor: o, texto: t(`bodegas.mediciones.origenes.${o}`) }))}
                onCambiar={(v) => cambiar({ origen: v })}
              />
            </BloqueEstacionPeriodo>
          ),
        }}
        onCrear={() => setCreando(true)}
        idFila={(f) => String(f.id)}
      />
      {creando ? <FormularioMedicion estaciones={opciones} propia={propia} onCerrar={() => setCreando(false)} /> : null}
    </>
  );
}
