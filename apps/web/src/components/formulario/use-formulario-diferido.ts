import { useEffect, useState } from 'react';
import { useForm, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { RegistroRequeridos } from './registro-campos';
import { conRequeridos, type Esquema, type ResolverDe } from './con-requeridos';
import type { Formulario } from './use-formulario';

/**
 * `useFormulario` for a form painted before its schema's code is needed (the sign-in page,
 * docs/decisions/020a-sign-in-first-paint.md): given a loader of the schema (`() => import('…').then((m) => m.Z…)`),
 * it fetches the schema, zod and the resolver once the form is on screen, and a validation before they arrive waits
 * for them. This module imports neither zod nor the resolver.
 */
export function useFormularioDiferido<S extends Esquema>(
  cargarEsquema: () => Promise<S>,
  opciones: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): Formulario<S> {
  const [requeridos] = useState<RegistroRequeridos>(() => new Map());
  const [diferido] = useState(() => resolverDiferido(cargarEsquema, requeridos));
  useEffect(() => void diferido.precargar(), [diferido]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...opciones, resolver: diferido.resolver });
  return Object.assign(form, { requeridos });
}

function resolverDiferido<S extends Esquema>(cargarEsquema: () => Promise<S>, requeridos: RegistroRequeridos) {
  let base: Promise<ResolverDe<S>> | undefined;
  const cargar = () => {
    base ??= Promise.all([import('@hookform/resolvers/zod'), cargarEsquema()]).then(
      ([{ zodResolver }, esquema]) => zodResolver(esquema) as unknown as ResolverDe<S>,
      (error: unknown) => {
        // A failed load is tried again at the next validation, which reports it.
        base = undefined;
        throw error;
      },
    );
    return base;
  };
  const resolver: ResolverDe<S> = conRequeridos<S>(
    async (valores, contexto, opciones) => (await cargar())(valores, contexto, opciones),
    requeridos,
  );
  return {
    resolver,
    precargar: () =>
      cargar().then(
        () => undefined,
        () => undefined,
      ),
  };
}
