import { useState } from 'react';
import { useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { RegistroRequeridos } from './registro-campos';
import { conRequeridos, type Esquema, type ResolverDe } from './con-requeridos';

export type { Esquema, ResolverDe };

/** The contract's zod schema as the form's validation: the same schema checks the form and the server. */
export function resolverContrato<S extends Esquema>(esquema: S, requeridos?: RegistroRequeridos): ResolverDe<S> {
  return conRequeridos(zodResolver(esquema) as unknown as ResolverDe<S>, requeridos);
}

export type Formulario<S extends Esquema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** Filled by the fields marked `requerido`; read by the resolver. */
  requeridos: RegistroRequeridos;
};

/** react-hook-form on a contract schema: `const form = useFormulario(ZUnidadForm, { defaultValues })`. */
export function useFormulario<S extends Esquema>(
  esquema: S,
  opciones: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): Formulario<S> {
  const [requeridos] = useState<RegistroRequeridos>(() => new Map());
  const [resolver] = useState(() => resolverContrato(esquema, requeridos));
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...opciones, resolver });
  return Object.assign(form, { requeridos });
}
