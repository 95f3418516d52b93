import { useMemo, useState } from 'react';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Tune from '@mui/icons-material/TuneOutlined';
import type { FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  ZAjusteCombustibleForm,
  ZInventarioInicialForm,
  type EstadoDiferencia,
  type TAjusteCombustible,
  type TInventarioCombustibleFila,
  type TInventarioInicial,
} from '@eds/contracts/combustible/inventario-combustible';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { IndicadorEstado, type NivelEstado } from '../../../components/estados/indicador-estado';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesBodega } from '../api/bodegas';
import { inventarioCombustibleQueryOptions, useAjusteCombustible, useInventarioInicial } from '../api/inventario-combustible';
import '../lib/mensajes-bodegas';

const NIVEL: Record<EstadoDiferencia, NivelEstado> = { NORMAL: 'ok', ALERTA: 'aviso', CRITICO: 'error' };

function FormularioInicial({ tanque, onCerrar }: { tanque: TInventarioCombustibleFila; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useInventarioInicial();
  const form = useFormulario(ZInventarioInicialForm, {
    defaultValues: { bodega_id: tanque.bodega_id, cantidad: null, costo_unitario: null } as never,
  });
  const guardar = async (datos: TInventarioInicial) => {
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(t('bodegas.inventario.inicialGuardado', { consecutivo: r.data.consecutivo }), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('bodegas.inventario.inicialDe', { tanque: tanque.tanque })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoNumero<FieldValues> nombre="cantidad" etiqueta="bodegas.inventario.campos.cantidad" requerido />
      <CampoNumero<FieldValues> nombre="costo_unitario" etiqueta="bodegas.inventario.campos.costo" requerido />
    </CajonFormulario>
  );
}

function FormularioAjuste({ tanque, onCerrar }: { tanque: TInventarioCombustibleFila; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useAjusteCombustible();
  const form = useFormulario(ZAjusteCombustibleForm, {
    defaultValues: { bodega_id: tanque.bodega_id, cantidad: null, motivo: '' } as never,
  });
  const guardar = async (datos: TAjusteCombustible) => {
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(t('bodegas.inventario.ajusteGuardado', { consecutivo: r.data.consecutivo }), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('bodegas.inventario.ajusteDe', { tanque: tanque.tanque })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoNumero<FieldValues>
        nombre="cantidad"
        etiqueta="bodegas.inventario.campos.galonesAjuste"
        requerido
        ayuda="bodegas.inventario.ayudaAjuste"
      />
      <CampoTexto<FieldValues> nombre="motivo" etiqueta="bodegas.inventario.campos.motivo" requerido multilinea maxLength={200} />
    </CajonFormulario>
  );
}

interface FiltrosInventario {
  estacion_id: number | null;
  dia: string | null;
}

/**
 * Inventario de combustible (SCREENS.md G04, `/configuracion/gestion_inventario_combustible`): per tank of the
 * stations in scope, the kardex stock; the day's starting stock, receipts and sales, the book they make, the day's last
 * dip and their difference (each figure derivable from the others on the row); the over/short since the start;
 * coloured by the tolerance. `Inventario inicial` (letter C, once per tank) and `Ajuste` (letter A) are row actions.
 */
export function InventarioCombustibleScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [inicial, setInicial] = useState<TInventarioCombustibleFila | null>(null);
  const [ajuste, setAjuste] = useState<TInventarioCombustibleFila | null>(null);
  const columnas = useMemo<ColumnaTabla<TInventarioCombustibleFila>[]>(() => {
    const numero = (decimales: number) => ({ tipo: 'numero' as const, decimales });
    const textoEstado = (e: EstadoDiferencia | null) => (e ? t(`bodegas.inventario.estados.${e}`) : '');
    const estado = (clave: 'estado_dia' | 'estado_acumulado'): ColumnaTabla<TInventarioCombustibleFila> => ({
      clave,
      etiqueta: `bodegas.inventario.campos.${clave === 'estado_dia' ? 'estadoDia' : 'estadoAcumulado'}`,
      ancho: 130,
      valor: (f) => textoEstado(f[clave]),
      celda: (f) =>
        f[clave] ? <IndicadorEstado nivel={NIVEL[f[clave]]} texto={textoEstado(f[clave])} /> : <IndicadorEstado nivel="neutro" texto="—" />,
    });
    return [
      { clave: 'estacion', etiqueta: 'bodegas.inventario.campos.estacion', ordenable: true },
      { clave: 'tanque', etiqueta: 'bodegas.inventario.campos.tanque', ordenable: true },
      { clave: 'producto', etiqueta: 'bodegas.inventario.campos.producto', ordenable: true },
      { clave: 'existencia', etiqueta: 'bodegas.inventario.campos.existencia', ...numero(3), ancho: 130 },
      { clave: 'ultima_medicion', etiqueta: 'bodegas.inventario.campos.ultimaMedicion', tipo: 'fechaHora', ancho: 170 },
      { clave: 'inicial_dia', etiqueta: 'bodegas.inventario.campos.inicialDia', ...numero(3), ancho: 130 },
      { clave: 'entradas_dia', etiqueta: 'bodegas.inventario.campos.entradasDia', ...numero(3), ancho: 130 },
      { clave: 'ventas_dia', etiqueta: 'bodegas.inventario.campos.ventasDia', ...numero(3), ancho: 130 },
      { clave: 'libro', etiqueta: 'bodegas.inventario.campos.libro', ...numero(3), ancho: 130 },
      { clave: 'medido', etiqueta: 'bodegas.inventario.campos.medido', ...numero(3), ancho: 130 },
      { clave: 'diferencia_dia', etiqueta: 'bodegas.inventario.campos.diferenciaDia', ...numero(3), ancho: 130 },
      { clave: 'porcentaje_dia', etiqueta: 'bodegas.inventario.campos.porcentajeDia', ...numero(2), ancho: 100 },
      estado('estado_dia'),
      { clave: 'diferencia_acumulada', etiqueta: 'bodegas.inventario.campos.diferenciaAcumulada', ...numero(3), ancho: 130 },
      { clave: 'porcentaje_acumulado', etiqueta: 'bodegas.inventario.campos.porcentajeAcumulado', ...numero(2), ancho: 100 },
      estado('estado_acumulado'),
    ];
  }, [t]);
  return (
    <>
      <PantallaLista<TInventarioCombustibleFila, FiltrosInventario>
        titulo="bodegas.inventario.titulo"
        entidad="bodegas.inventario.entidad"
        nombreArchivo="inventario_combustible"
        columnas={columnas}
        sinEstado
        opciones={(consulta) => inventarioCombustibleQueryOptions(empresaId, consulta) as never}
        filtros={{
          iniciales: { estacion_id: null, dia: null },
          render: (valores, cambiar) => (
            <>
              {propia === null ? (
                <FiltroOpcion
                  etiqueta={t('bodegas.inventario.campos.estacion')}
                  valor={valores.estacion_id}
                  textoTodos={t('bodegas.filtros.todas')}
                  opciones={opciones}
                  onCambiar={(v) => cambiar({ estacion_id: v })}
                />
              ) : null}
              <FiltroFecha etiqueta={t('bodegas.inventario.dia')} valor={valores.dia} onCambiar={(v) => cambiar({ dia: v })} />
            </>
          ),
        }}
        accionesFila={(fila) => (
          <>
            {fila.inventario_inicial ? null : (
              <BotonAccion
                letra="C"
                etiqueta={t('bodegas.inventario.inicialDe', { tanque: fila.tanque })}
                icono={<Inventory />}
                onClick={() => setInicial(fila)}
              />
            )}
            <BotonAccion
              letra="A"
              etiqueta={t('bodegas.inventario.ajusteDe', { tanque: fila.tanque })}
              icono={<Tune />}
              onClick={() => setAjuste(fila)}
            />
          </>
        )}
        idFila={(f) => String(f.bodega_id)}
      />
      {inicial ? <FormularioInicial tanque={inicial} onCerrar={() => setInicial(null)} /> : null}
      {ajuste ? <FormularioAjuste tanque={ajuste} onCerrar={() => setAjuste(null)} /> : null}
    </>
  );
}
