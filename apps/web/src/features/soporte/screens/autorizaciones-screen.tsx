import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RESPUESTAS_AUTORIZACION, TIPOS_AUTORIZACION, ZAutorizacionFiltro, type TAutorizacion } from '@eds/contracts/soporte';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { clavesSoporte, listarAutorizaciones } from '../api/soporte';
import { diaBogota, useRegistroPaginado } from '../components/use-registro-paginado';
import { Seleccion } from '../components/seleccion';
import '../lib/mensajes';
import { BusquedaRegistro } from '../components/busqueda-registro';

type Filtros = { fecha_inicial: string; fecha_final: string; empresa_id: string; tipo: string; respuesta: string; buscar: string };

/**
 * Autorizaciones (SCREENS.md G06, `/soporte/reporte_autorizaciones`): the online authorisations the POS devices of the
 * user's companies obtained (cupo, flota, datáfono, GoPass, the apps, redemptions) with referencia, valor, respuesta,
 * código and response time; at most 31 days, paged by the server; PDF/Excel of every matching row (letter E).
 */
export function AutorizacionesScreen() {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const empresas = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const { borrador, cambiar, buscar, error, lista, servidor } = useRegistroPaginado<Filtros, TAutorizacion>({
    inicial: { fecha_inicial: diaBogota(6), fecha_final: diaBogota(), empresa_id: '', tipo: '', respuesta: '', buscar: '' },
    esquema: ZAutorizacionFiltro,
    clave: (q) => clavesSoporte.autorizaciones(q),
    listar: (q, signal) => listarAutorizaciones(q, signal),
  });

  const columnas = useMemo<ColumnaTabla<TAutorizacion>[]>(
    () => [
      { clave: 'fecha', etiqueta: 'soporte.comun.fecha', tipo: 'fechaHora', ancho: 170 },
      { clave: 'empresa', etiqueta: 'soporte.comun.empresa' },
      { clave: 'equipo', etiqueta: 'soporte.autorizaciones.equipo' },
      { clave: 'tipo', etiqueta: 'soporte.autorizaciones.tipo', valor: (f) => t(`soporte.autorizaciones.tipos.${f.tipo}`) },
      { clave: 'referencia', etiqueta: 'soporte.autorizaciones.referencia' },
      { clave: 'valor', etiqueta: 'soporte.autorizaciones.valor', tipo: 'dinero', valor: (f) => Number(f.valor) },
      {
        clave: 'respuesta',
        etiqueta: 'soporte.autorizaciones.respuesta',
        valor: (f) => t(`soporte.autorizaciones.respuestas.${f.respuesta}`),
      },
      { clave: 'codigo', etiqueta: 'soporte.autorizaciones.codigo', ancho: 90 },
      { clave: 'tiempo_ms', etiqueta: 'soporte.autorizaciones.tiempo', tipo: 'numero', decimales: 0, ancho: 110 },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <BusquedaRegistro
        titulo={t('soporte.autorizaciones.titulo')}
        borrador={borrador}
        cambiar={cambiar}
        buscar={buscar}
        error={error}
        empresas={(empresas.data ?? []).map((e) => ({ valor: String(e.idEds), texto: e.alias }))}
      >
        <Seleccion
          etiqueta={t('soporte.autorizaciones.tipo')}
          valor={borrador.tipo}
          onCambiar={(v) => cambiar({ tipo: v })}
          opciones={TIPOS_AUTORIZACION.map((v) => ({ valor: v, texto: t(`soporte.autorizaciones.tipos.${v}`) }))}
        />
        <Seleccion
          etiqueta={t('soporte.autorizaciones.respuesta')}
          valor={borrador.respuesta}
          onCambiar={(v) => cambiar({ respuesta: v })}
          opciones={RESPUESTAS_AUTORIZACION.map((v) => ({ valor: v, texto: t(`soporte.autorizaciones.respuestas.${v}`) }))}
        />
      </BusquedaRegistro>
      {lista.isError ? (
        <EstadoError onReintentar={() => void lista.refetch()} />
      ) : (
        <TablaDatos<TAutorizacion>
          columnas={columnas}
          datos={lista.data?.data ?? []}
          cargando={lista.isPending}
          titulo="soporte.autorizaciones.titulo"
          nombreArchivo="autorizaciones"
          exportable={tiene('E')}
          idFila={(f) => String(f.id)}
          servidor={servidor}
        />
      )}
    </Stack>
  );
}
