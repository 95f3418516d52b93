import { useQuery } from '@tanstack/react-query';
import { ZHomologacion, ZReferenciaHomologable, type TipoHomologacion } from '@eds/contracts/conciliacion/contabilidad';
import { envelopePaginado } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { clavesContabilidad } from './claves-contabilidad';
import { crudSi } from './crud-si';

/** SAP mappings: CRUD(`SI:v1/homologation`) of the user's business. */
export const apiHomologaciones = crudSi('v1/homologation', ZHomologacion, clavesContabilidad.homologaciones);

const ZReferencias = envelopePaginado(ZReferenciaHomologable);

/** GET SI:/api/v1/homologation/referencias/{tipo}/empresa/{id}: the active records of a kind that may be mapped. */
export const useReferenciasHomologables = (tipo: TipoHomologacion | null, empresaId: number) =>
  useQuery({
    queryKey: [...clavesContabilidad.homologaciones, 'referencias', tipo, empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/v1/homologation/referencias/${tipo}/empresa/${empresaId}?limite=500`, {
        servicio: 'sapIntegration',
        esquema: ZReferencias,
        signal,
      }),
    enabled: tipo !== null,
    select: (r) => r.data,
  });
