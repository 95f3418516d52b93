import { useQuery } from '@tanstack/react-query';
import { ciudadesQueryOptions, departamentosQueryOptions, paisesQueryOptions, type Lugar as LugarComun } from '../../../lib/ubicacion';
import type { Lugar } from '../lib/lugar';

/** The shared location catalogue (lib/ubicacion), in the profile form's `{id, nombre}` shape. */
const comoLugar = (lugares: LugarComun[]): Lugar[] => lugares.map((l) => ({ id: l.valor, nombre: l.texto }));

export function usePaises(habilitada: boolean) {
  return useQuery({ ...paisesQueryOptions(), enabled: habilitada, select: comoLugar });
}

export function useDepartamentos(paisId: number | null, habilitada: boolean) {
  return useQuery({ ...departamentosQueryOptions(paisId ?? 0), enabled: habilitada && paisId !== null, select: comoLugar });
}

export function useCiudades(departamentoId: number | null, habilitada: boolean) {
  return useQuery({ ...ciudadesQueryOptions(departamentoId ?? 0), enabled: habilitada && departamentoId !== null, select: comoLugar });
}
