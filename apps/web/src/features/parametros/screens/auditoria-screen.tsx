import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_PaginationState, MRT_Updater } from 'material-react-table';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { ACCIONES_AUDITORIA, ZAuditoriaFiltro, type TAuditoriaFila, type TAuditoriaFiltro } from '@eds/contracts/configuracion/auditoria';
import { MODULOS } from '@eds/contracts/modulos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { EstadoError } from '../../../components/estados/estado-error';
import { pedirTodas } from '../../../components/lista/exportar-todo';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos, TAMANO_PAGINA } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useEmpresasAlcance } from '../api/parametros';
import '../lib/mensajes';
import { clavesAuditoria, listarAuditoria, useEntidadesAuditoria } from '../api/auditoria';
import { DetalleAuditoria } from '../components/detalle-auditoria';
import { RangoFechas } from '../../../components/lista/rango-fechas';

const dia = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Filtros {
  fecha_inicial: string;
  fecha_final: string;
  usuario: string;
  empresa_id: string;
  modulo_id: string;
  entidad: string;
  accion: string;
}

const MODULOS_PANTALLA = MODULOS.filter((m) => m.tipo === 2)
  .map((m) => ({ id: m.id, descripcion: m.descripcion }))
  .sort((a, b) => a.descripcion.localeCompare(b.descripcion));

/**
 * Auditoría (SCREENS.md G27, `/configuracion/auditoria`): the audit log of the user's companies, read-only. Filters
 * fechas (at most 31 days), usuario, empresa, módulo, entidad and acción; paged by the server; a row's detail shows
 * each changed field before → after; PDF/Excel of every matching row (letter E).
 */
export function AuditoriaScreen() {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const cliente = useQueryClient();
  const empresas = useEmpresasAlcance(usuario.infoDominio.negocio_id);
  const entidades = useEntidadesAuditoria();
  const hoy = new Date();
  const [borrador, setBorrador] = useState<Filtros>(() => ({
    fecha_inicial: dia(new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - 6)),
    fecha_final: dia(hoy),
    usuario: '',
    empresa_id: '',
    modulo_id: '',
    entidad: '',
    accion: '',
  }));
  const [aplicados, setAplicados] = useState<Filtros>(borrador);
  const [error, setError] = useState<string | null>(null);
  const [paginacion, setPaginacion] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: TAMANO_PAGINA });
  const [detalle, setDetalle] = useState<number | null>(null);

  const consultaDe = (p: { limite: number; desde: number }): TAuditoriaFiltro => ({ ...aplicados, ...p });
  const consulta = consultaDe({ limite: paginacion.pageSize, desde: paginacion.pageIndex * paginacion.pageSize });
  const lista = useQuery({
    queryKey: clavesAuditoria.lista(consulta),
    queryFn: ({ signal }) => listarAuditoria(consulta, signal),
    placeholderData: keepPreviousData,
  });

  const cambiar = (c: Partial<Filtros>) => setBorrador((b) => ({ ...b, ...c }));
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const r = ZAuditoriaFiltro.safeParse(borrador);
    if (!r.success) {
      setError(r.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setAplicados(borrador);
    setPaginacion((p) => ({ ...p, pageIndex: 0 }));
  };

  const columnas = useMemo<ColumnaTabla<TAuditoriaFila>[]>(
    () => [
      { clave: 'fecha', etiqueta: 'parametros.auditoria.fecha', tipo: 'fechaHora', ancho: 170 },
      { clave: 'usuario', etiqueta: 'parametros.auditoria.usuario', ancho: 140 },
      { clave: 'empresa', etiqueta: 'parametros.auditoria.empresa' },
      { clave: 'modulo', etiqueta: 'parametros.auditoria.modulo' },
      { clave: 'entidad', etiqueta: 'parametros.auditoria.entidad' },
      { clave: 'registro_id', etiqueta: 'parametros.auditoria.registro', ancho: 90 },
      { clave: 'accion', etiqueta: 'parametros.auditoria.accion', ancho: 100 },
      { clave: 'ip', etiqueta: 'parametros.auditoria.ip', ancho: 120 },
    ],
    [],
  );

  const todas = (progreso: (cargadas: number, total: number) => void) =>
    pedirTodas<TAuditoriaFila, TAuditoriaFiltro & { limite: number; desde: number; estado: 'T' }>(
      { ...consultaDe({ limite: 500, desde: 0 }), estado: 'T', limite: 500, desde: 0 },
      (q) => cliente.fetchQuery({ queryKey: clavesAuditoria.lista(q), queryFn: () => listarAuditoria(q), staleTime: 0 }),
      progreso,
    );

  const seleccion = (nombre: keyof Filtros, etiqueta: string, opciones: { valor: string | number; texto: string }[]) => (
    <TextField
      select
      name={nombre}
      label={t(etiqueta)}
      value={borrador[nombre]}
      onChange={(e) => cambiar({ [nombre]: e.target.value })}
      sx={{ minInlineSize: 200 }}
    >
      <MenuItem value="">{t('lista.todos')}</MenuItem>
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={String(o.valor)}>
          {o.texto}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('parametros.auditoria.titulo')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('lista.filtros')}
        onSubmit={buscar}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <RangoFechas
          etiquetas={{ inicial: t('parametros.auditoria.fechaInicial'), final: t('parametros.auditoria.fechaFinal') }}
          inicial={borrador.fecha_inicial}
          final={borrador.fecha_final}
          onCambiar={cambiar}
          error={error ? traducirMensaje(t, error) : null}
        />
        <TextField
          name="usuario"
          label={t('parametros.auditoria.usuario')}
          value={borrador.usuario}
          onChange={(e) => cambiar({ usuario: e.target.value })}
        />
        {seleccion(
          'empresa_id',
          'parametros.auditoria.empresa',
          (empresas.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })),
        )}
        {seleccion(
          'modulo_id',
          'parametros.auditoria.modulo',
          MODULOS_PANTALLA.map((m) => ({ valor: m.id, texto: m.descripcion })),
        )}
        {seleccion(
          'entidad',
          'parametros.auditoria.entidad',
          (entidades.data ?? []).map((e) => ({ valor: e, texto: e })),
        )}
        {seleccion(
          'accion',
          'parametros.auditoria.accion',
          ACCIONES_AUDITORIA.map((a) => ({ valor: a, texto: t(`parametros.auditoria.acciones.${a}`) })),
        )}
        <Button type="submit" variant="contained" startIcon={<Search />} sx={{ marginBlockStart: 1 }}>
          {t('lista.buscarBoton')}
        </Button>
      </Box>
      {lista.isError ? (
        <EstadoError onReintentar={() => void lista.refetch()} />
      ) : (
        <TablaDatos<TAuditoriaFila>
          columnas={columnas}
          datos={lista.data?.data ?? []}
          cargando={lista.isPending}
          titulo="parametros.auditoria.titulo"
          nombreArchivo="auditoria"
          exportable={tiene('E')}
          idFila={(f) => String(f.id)}
          accionesFila={(f) => (
            <BotonAccion
              letra="R"
              etiqueta={t('parametros.auditoria.verDetalle', { id: f.id })}
              icono={<Visibility />}
              onClick={() => setDetalle(f.id)}
            />
          )}
          servidor={{
            total: lista.data?.paginacion.total ?? 0,
            paginacion,
            onPaginacion: (c: MRT_Updater<MRT_PaginationState>) =>
              setPaginacion((actual) => {
                const nueva = c instanceof Function ? c(actual) : c;
                return nueva.pageSize === actual.pageSize ? nueva : { ...nueva, pageIndex: 0 };
              }),
            orden: [],
            onOrden: () => undefined,
            todas,
            refrescando: lista.isPlaceholderData,
          }}
        />
      )}
      {detalle !== null ? <DetalleAuditoria id={detalle} onCerrar={() => setDetalle(null)} /> : null}
    </Stack>
  );
}
