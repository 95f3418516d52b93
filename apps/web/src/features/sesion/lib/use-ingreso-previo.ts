import { useLayoutEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formularioDeLaApp, tomarFormularioPrevio } from '../../../lib/previo';
import type { TIngreso, TIngresoValido } from './esquema-ingreso';

/**
 * Takes over the sign-in form painted before the app ran (docs/decisions/020a-sign-in-first-paint.md): what was
 * typed (the user name upper-cased, as the field writes it), the field the cursor was in, and an Enter or Entrar
 * pressed meanwhile, which is sent now. Runs in the commit that mounts this form, before the painted copy goes.
 */
export function useIngresoPrevio(form: UseFormReturn<TIngreso, unknown, TIngresoValido>): void {
  useLayoutEffect(() => {
    const previo = tomarFormularioPrevio();
    if (!previo) return;
    const { usuario = '', clave = '' } = previo.valores;
    if (usuario) form.setValue('usuario', usuario.toUpperCase());
    if (clave) form.setValue('clave', clave);
    const propio = formularioDeLaApp('usuario');
    // The cursor goes back where it was, in this same commit, so no keystroke lands in another field.
    const campo = previo.foco && propio ? propio.elements.namedItem(previo.foco) : null;
    if (campo instanceof HTMLInputElement) {
      campo.focus();
      // Once React has written the values into the fields (right after this commit), the caret where it was.
      const seleccion = previo.seleccion;
      if (seleccion) queueMicrotask(() => campo.setSelectionRange(...seleccion));
    }
    if (previo.enviar) {
      // After this frame: the real form is on screen when its answer (or its notice) arrives.
      window.setTimeout(() => propio?.requestSubmit(), 0);
    }
  }, [form]);
}
