import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { RegistroRequeridos } from './registro-campos';

const vacio = (valor: unknown) => valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '');

export type Esquema = z.ZodType<FieldValues, FieldValues>;
export type ResolverDe<S extends Esquema> = Resolver<z.input<S>, unknown, z.output<S>>;

/**
 * A field marked `requerido` that is empty and fails says so in the words of SCREENS.md (REQ: 'Este campo es
 * obligatorio', selects 'Campo obligatorio'), even where the schema's own check is another (a factor that must be > 0).
 */
export function conRequeridos<S extends Esquema>(base: ResolverDe<S>, requeridos?: RegistroRequeridos): ResolverDe<S> {
  return async (valores, contexto, opciones) => {
    const r = await base(valores, contexto, opciones);
    if (!requeridos) return r;
    const errores = r.errors as Record<string, { message?: string } | undefined>;
    for (const [nombre, clase] of requeridos) {
      const error = errores[nombre];
      if (error && vacio((valores as Record<string, unknown>)[nombre])) {
        error.message = clase === 'seleccion' ? MENSAJES.campoObligatorioCorto : MENSAJES.campoObligatorio;
      }
    }
    return r;
  };
}
