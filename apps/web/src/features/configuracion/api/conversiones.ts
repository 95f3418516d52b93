import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZConversion, ZPropietarioOpcion, type TEstadoConversion } from '@eds/contracts/configuracion/conversiones';
import { ZFinancieraOpcion, ZTallerOpcion, ZVerificadoraOpcion } from '@eds/contracts/catalogos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { solicitar } from '../../../lib/api-client';

/**
 * Conversiones a GNV: CRUD(`conversion`) on the kit's factory (list, create, edit), the state
 * (PUT conversion/{id}/estado: certify, repay, annul) and the form's selectors.
 */
export const apiConversiones = apiCatalogo('conversion', ZConversion);

export function useEstadoConversion() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: TEstadoConversion }) =>
      solicitar(`/api/conversion/${id}/estado`, { metodo: 'PUT', cuerpo: { estado }, esquema: envelope(ZSinDatos) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: apiConversiones.claves.todo }),
  });
}

/** The selectors of the form: owners (customers), workshops, verifiers and lenders of the business, as options. */
export function useOpcionesConversion(empresaId: number) {
  const opciones = <T extends z.ZodType<{ id: number }>>(ruta: string, fila: T, texto: (f: z.infer<T>) => string, pagina = true) =>
    ({
      queryKey: ['catalogo', 'conversion', 'opciones', ruta, empresaId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        pagina
          ? solicitar(`/api/${ruta}/${empresaId}?limite=500`, { esquema: envelopePaginado(fila), signal }).then((r) =>
              r.data.map((f) => ({ valor: f.id, texto: texto(f) })),
            )
          : solicitar(`/api/${ruta}/${empresaId}`, { esquema: envelope(z.array(fila)), signal }).then((r) =>
              r.data.map((f) => ({ valor: f.id, texto: texto(f) })),
            ),
    }) as const;
  return {
    propietarios: useQuery(opciones('conversion/propietarios', ZPropietarioOpcion, (f) => `${f.identificacion} ${f.nombre}`, false)),
    talleres: useQuery(opciones('taller/select', ZTallerOpcion, (f) => `${f.nit} ${f.razon_social}`)),
    verificadoras: useQuery(opciones('verificadora/select', ZVerificadoraOpcion, (f) => `${f.nit} ${f.razon_social}`)),
    financieras: useQuery(opciones('financiera/select', ZFinancieraOpcion, (f) => `${f.nit} ${f.razon_social}`)),
  };
}
