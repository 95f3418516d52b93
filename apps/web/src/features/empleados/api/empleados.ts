import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { envelopeResultado, ZCiudad, ZDepartamento, ZPais } from '@eds/contracts/geografia';
import { ZPerfilOpcion, tiposCargoAsignables } from '@eds/contracts/perfiles/perfiles';
import { ZPersona } from '@eds/contracts/persona';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { envelopeResultPaginado, ZValorEstatico } from '@eds/contracts/regionales/regionales';
import {
  ZEmpleado,
  ZEmpleadoDetalle,
  ZIdentificador,
  ZResultadoIdentificador,
  type TEmpleadoGuardar,
  type TResultadoIdentificador,
} from '@eds/contracts/usuarios/empleados';
import { ApiError, solicitar } from '../../../lib/api-client';
import { urlServicio } from '../../../lib/servicios';
import { leerToken } from '../../../lib/sesion-almacen';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the employees, from one factory: a write refreshes every list and detail. */
export const clavesEmpleados = {
  todo: ['empleados'] as const,
  lista: (empresaId: number, consulta: ConsultaLista) => ['empleados', 'lista', empresaId, consulta] as const,
  detalle: (id: number) => ['empleados', 'detalle', id] as const,
  identificadores: (id: number) => ['empleados', 'identificadores', id] as const,
};

const ZLista = envelopePaginado(ZEmpleado);
const ZVacio = envelope(ZSinDatos);
const UN_DIA_MS = 24 * 3_600_000;

/** GET /api/persona/empresa/{empresaId}: one page of the people of the company and below. */
export const empleadosQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesEmpleados.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/persona/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, { esquema: ZLista, signal }),
  });

/** GET /api/persona/{id}/empleado: the form's values and the person's user. */
export function useEmpleado(id: number | null) {
  return useQuery({
    queryKey: clavesEmpleados.detalle(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => solicitar(`/api/persona/${id}/empleado`, { esquema: envelope(ZEmpleadoDetalle), signal }).then((r) => r.data),
  });
}

/** Cargo*: GET /api/perfil/tipo/{types}/empresa/{id}, the types the user may give (spec rule by tipo), none making a wider user (decision 060). */
export function useCargos(tipoUsuario: number, empresaId: number) {
  return useQuery({
    queryKey: ['empleados', 'cargos', tipoUsuario, empresaId],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      solicitar(`/api/perfil/tipo/${tiposCargoAsignables(tipoUsuario).join(',')}/empresa/${empresaId}`, {
        esquema: envelope(z.array(ZPerfilOpcion)),
        signal,
      }).then((r) => r.data.map((p) => ({ valor: p.id, texto: p.descripcion }))),
  });
}

/** Tipo de identificación*: GET /api/v1/staticValue/identificationType. */
export function useTiposIdentificacion() {
  return useQuery({
    queryKey: ['empleados', 'tiposIdentificacion'],
    staleTime: UN_DIA_MS,
    queryFn: ({ signal }) =>
      solicitar('/api/v1/staticValue/identificationType', {
        servicio: 'sapIntegration',
        esquema: envelopeResultPaginado(ZValorEstatico),
        signal,
      }).then((r) => r.result.map((v) => ({ valor: Number(v.id), texto: `${v.codigo} · ${v.descripcion}` }))),
  });
}

/** The location cascade: countries, states, cities (the accounting-integration service, as the spec places it). */
export function usePaises() {
  return useQuery({
    queryKey: ['ubicacion', 'paises'],
    staleTime: UN_DIA_MS,
    queryFn: () =>
      solicitar('/api/v1/staticValue/country', { servicio: 'sapIntegration', esquema: envelopeResultado(ZPais) }).then((r) =>
        r.result.map((p) => ({ valor: p.id_paises, texto: p.nombre_pais })),
      ),
  });
}
export function useDepartamentos(paisId: number | null | undefined) {
  return useQuery({
    queryKey: ['ubicacion', 'departamentos', paisId],
    staleTime: UN_DIA_MS,
    enabled: !!paisId,
    queryFn: () =>
      solicitar(`/api/v1/staticValue/state/${paisId}`, { servicio: 'sapIntegration', esquema: envelopeResultado(ZDepartamento) }).then(
        (r) => r.result.map((d) => ({ valor: d.id_departamento, texto: d.nombre_departamento })),
      ),
  });
}
export function useCiudades(departamentoId: number | null | undefined) {
  return useQuery({
    queryKey: ['ubicacion', 'ciudades', departamentoId],
    staleTime: UN_DIA_MS,
    enabled: !!departamentoId,
    queryFn: () =>
      solicitar(`/api/v1/staticValue/city/${departamentoId}`, { servicio: 'sapIntegration', esquema: envelopeResultado(ZCiudad) }).then(
        (r) => r.result.map((c) => ({ valor: c.id_provincia, texto: c.nombre_departamento })),
      ),
  });
}

function useEscritura<A, R>(fn: (a: A) => Promise<R>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEmpleados.todo }) });
}

/** The server names the form's fields under `persona.`: the form's own names. */
async function conCamposDelFormulario<T>(promesa: Promise<T>): Promise<T> {
  try {
    return await promesa;
  } catch (error) {
    if (error instanceof ApiError && error.errores.length) {
      throw new ApiError(
        error.status,
        error.mensaje,
        error.errores.map((e) => ({ ...e, campo: e.campo.replace(/^persona\./, '') })),
      );
    }
    throw error;
  }
}

export interface GuardarEmpleado {
  id?: number;
  persona: TEmpleadoGuardar;
  detalles: Record<string, unknown>;
}

/** POST /api/persona (create) or PUT /api/persona (edit): the spec's person save payload. */
export const useGuardarEmpleado = () =>
  useEscritura(({ id, persona, detalles }: GuardarEmpleado) => {
    const cuerpo = { ...(id ? { id } : {}), persona, empresas_id: persona.empresas_id, detalles, imagen: null };
    return conCamposDelFormulario(
      id
        ? solicitar('/api/persona', { metodo: 'PUT', cuerpo, esquema: envelope(ZPersona) })
        : solicitar('/api/persona', { metodo: 'POST', cuerpo, esquema: envelope(ZIdRegistro) }),
    );
  });

/** PUT /api/persona/{id}/{A|I}: 'USUARIO ACTIVADO/INACTIVADO CORRECTAMENTE'. */
export const useCambiarEstadoEmpleado = () =>
  useEscritura(({ id, estado }: { id: number; estado: 'A' | 'I' }) =>
    solicitar(`/api/persona/${id}/${estado}`, { metodo: 'PUT', esquema: ZVacio }),
  );

/** POST /api/persona/create-user: the first password goes by mail. */
export const useCrearUsuario = () =>
  useEscritura((d: { persona_id: number; usuario: string; empresas_id: number }) =>
    solicitar('/api/persona/create-user', { metodo: 'POST', cuerpo: d, esquema: envelope(ZIdRegistro) }),
  );

/** POST /api/persona/{id}/clave-temporal and PUT /api/persona/{id}/desbloquear. */
export const useClaveTemporal = () =>
  useEscritura((id: number) => solicitar(`/api/persona/${id}/clave-temporal`, { metodo: 'POST', esquema: ZVacio }));
export const useDesbloquear = () =>
  useEscritura((id: number) => solicitar(`/api/persona/${id}/desbloquear`, { metodo: 'PUT', esquema: ZVacio }));

/** PUT /api/persona/cambiar-pin: another user's POS PIN, signed with the administrator's password. */
export const useAsignarPin = () =>
  useEscritura((d: { identificadorPersona: number; pin: string; clave_Administrador: string }) =>
    solicitar('/api/persona/cambiar-pin', { metodo: 'PUT', cuerpo: d, esquema: ZVacio }),
  );

export function useIdentificadores(id: number) {
  return useQuery({
    queryKey: clavesEmpleados.identificadores(id),
    queryFn: ({ signal }) =>
      solicitar(`/api/persona/identificadores/${id}`, { esquema: envelope(z.array(ZIdentificador)), signal }).then((r) => r.data),
  });
}

/** PUT /api/persona/identificadores: 200, or 206 with the codes not processed. */
export const useGuardarIdentificadores = () =>
  useEscritura(
    (d: {
      persona_id: number;
      identificadores: { identificador: string; tipo: string }[];
    }): Promise<{ mensaje: string; rechazados: TResultadoIdentificador[] }> =>
      solicitar('/api/persona/identificadores', { metodo: 'PUT', cuerpo: d, esquema: envelope(z.array(ZResultadoIdentificador)) }).then(
        (r) => ({
          mensaje: r.mensaje,
          rechazados: r.data,
        }),
      ),
  );

/** POST /api/persona/{id}/foto: the image itself (JPG, PNG or WEBP, at most 2 MB). */
export const useSubirFoto = () =>
  useEscritura(async ({ id, archivo }: { id: number; archivo: File }) => {
    const token = leerToken();
    const r = await fetch(urlServicio('century', `/api/persona/${id}/foto`), {
      method: 'POST',
      headers: { 'Content-Type': archivo.type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: archivo,
    });
    const cuerpo = (await r.json().catch(() => ({}))) as { mensaje?: string; errores?: { campo: string; mensaje: string }[] };
    if (!r.ok) throw new ApiError(r.status, cuerpo.mensaje ?? '', cuerpo.errores ?? []);
    return { mensaje: cuerpo.mensaje ?? '' };
  });

/** The photo as an object URL (it needs the session's token, so an <img> cannot fetch it by itself). */
export function useFoto(url: string | null) {
  return useQuery({
    queryKey: ['empleados', 'foto', url],
    enabled: !!url,
    staleTime: Infinity,
    queryFn: async () => {
      const token = leerToken();
      const r = await fetch(urlServicio('century', url!), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!r.ok) return null;
      return URL.createObjectURL(await r.blob());
    },
  });
}
