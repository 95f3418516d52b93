import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAforoCalculo, ZAforoGuardado, ZAforoVersion, ZBodega, type TAforoForm } from '@eds/contracts/estacion';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

const claves = {
  tanques: (empresaId: number | null) => ['bodegas', 'tanques', empresaId] as const,
  versiones: (bodegaId: number | null) => ['bodegas', 'aforo', bodegaId] as const,
};

/** GET /api/bodega/select/empresa/{id}: the station's active tanks. */
export function useTanquesEstacion(empresaId: number | null) {
  return useQuery({
    queryKey: claves.tanques(empresaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/select/empresa/${empresaId}?limite=500`, { esquema: envelopePaginado(ZBodega), signal }).then((r) =>
        r.data.filter((b) => b.tipo === 'TANQUE'),
      ),
    enabled: empresaId !== null,
  });
}

/** GET /api/bodega/{id}/aforo: the tank's chart versions, the latest first. */
export function useVersionesAforo(bodegaId: number | null) {
  return useQuery({
    queryKey: claves.versiones(bodegaId),
    queryFn: ({ signal }) =>
      solicitar(`/api/bodega/${bodegaId}/aforo?limite=500`, { esquema: envelopePaginado(ZAforoVersion), signal }).then((r) => r.data),
    enabled: bodegaId !== null,
  });
}

/** PUT /api/bodega/{id}/aforo: saves a new version. */
export function useGuardarAforo(bodegaId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TAforoForm) =>
      solicitar(`/api/bodega/${bodegaId}/aforo`, { metodo: 'PUT', cuerpo, esquema: envelope(ZAforoGuardado) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: claves.versiones(bodegaId) }),
  });
}

/** POST /api/bodega/{id}/aforo/calcular: the volume of a height with the chart in force. */
export function useProbarAforo(bodegaId: number | null) {
  return useMutation({
    mutationFn: (altura_mm: number) =>
      solicitar(`/api/bodega/${bodegaId}/aforo/calcular`, { metodo: 'POST', cuerpo: { altura_mm }, esquema: envelope(ZAforoCalculo) }),
  });
}
