import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZEstacionNegocio } from '@eds/contracts/empresa';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  ZParametroDefinicion,
  ZParametroValorEmpresa,
  type GrupoParametro,
  type TParametroDefinicionEdicion,
  type TParametroDefinicionGuardar,
  type TParametroValorClave,
  type TParametroValorGuardar,
} from '@eds/contracts/configuracion/parametros';
import { solicitar } from '../../../lib/api-client';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';

/** Query keys of the parameters: a write refreshes definitions and values at once. */
export const clavesParametros = {
  todo: ['parametros'] as const,
  definiciones: (consulta: ConsultaLista) => ['parametros', 'definiciones', consulta] as const,
  valores: (empresaId: number, grupo: GrupoParametro) => ['parametros', 'valores', empresaId, grupo] as const,
  empresas: (negocioId: number) => ['parametros', 'empresas', negocioId] as const,
};

const ZDefiniciones = envelopePaginado(ZParametroDefinicion);
const ZValores = envelope(z.array(ZParametroValorEmpresa));
const ZId = envelope(ZIdRegistro);
const ZNada = envelope(ZSinDatos);

/** GET /api/parametro/definicion: one page of the definitions. */
export const definicionesQueryOptions = (consulta: ConsultaLista) =>
  queryOptions({
    queryKey: clavesParametros.definiciones(consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/parametro/definicion${parametrosConsulta({ ...consulta })}`, { esquema: ZDefiniciones, signal }),
  });

/** GET /api/parametro/valores/empresa/{id}?grupo=: every definition with its global, business, own and effective value. */
export function useValoresEmpresa(empresaId: number | null, grupo: GrupoParametro) {
  return useQuery({
    queryKey: clavesParametros.valores(empresaId ?? 0, grupo),
    queryFn: ({ signal }) =>
      solicitar(`/api/parametro/valores/empresa/${empresaId}?grupo=${grupo}`, { esquema: ZValores, signal }).then((r) => r.data),
    enabled: empresaId !== null,
  });
}

const ZEmpresas = envelopePaginado(ZEstacionNegocio);

/** GET /api/empresa/select/all/{negocioId}: the companies of the user's scope (the station selector keeps the stations). */
export function useEmpresasAlcance(negocioId: number) {
  return useQuery({
    queryKey: clavesParametros.empresas(negocioId),
    queryFn: ({ signal }) => solicitar(`/api/empresa/select/all/${negocioId}`, { esquema: ZEmpresas, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

function useEscritura<A>(fn: (a: A) => Promise<{ mensaje: string }>) {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesParametros.todo }) });
}

/** POST /api/parametro/definicion. */
export const useCrearDefinicion = () =>
  useEscritura((d: TParametroDefinicionGuardar) => solicitar('/api/parametro/definicion', { metodo: 'POST', cuerpo: d, esquema: ZId }));

/** PUT /api/parametro/definicion (id in the body). */
export const useEditarDefinicion = () =>
  useEscritura((d: TParametroDefinicionEdicion) => solicitar('/api/parametro/definicion', { metodo: 'PUT', cuerpo: d, esquema: ZNada }));

/** PUT /api/parametro/definicion/{id}/{A|I}. */
export const useEstadoDefinicion = () =>
  useEscritura(({ id, estado }: { id: number; estado: TEstadoRegistro }) =>
    solicitar(`/api/parametro/definicion/${id}/${estado}`, { metodo: 'PUT', esquema: ZNada }),
  );

/** PUT /api/parametro/valores: 'Valor guardado correctamente'. */
export const useGuardarValor = () =>
  useEscritura((v: TParametroValorGuardar) => solicitar('/api/parametro/valores', { metodo: 'PUT', cuerpo: v, esquema: ZNada }));

/** DELETE /api/parametro/valores (Restablecer): the level inherits again. */
export const useRestablecerValor = () =>
  useEscritura((k: TParametroValorClave) =>
    solicitar(`/api/parametro/valores${parametrosConsulta({ ...k })}`, { metodo: 'DELETE', esquema: ZNada }),
  );
