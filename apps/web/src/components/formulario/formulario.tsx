import type { ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { traducirMensaje } from '../../i18n/mensajes';
import { RegistroCamposContext, type RegistroRequeridos } from './registro-campos';
import { aplicarErroresServidor } from './errores-servidor';

interface Props<V extends FieldValues, S> {
  form: UseFormReturn<V, unknown, S> & { requeridos?: RegistroRequeridos };
  /**
   * Receives the values as the schema outputs them (trimmed, upper-cased, coerced). A server refusal it
   * lets through lands on the fields (`errores`) and its general message shows as a toast.
   */
  onEnviar: (datos: S) => Promise<void> | void;
  /** The form did not pass its schema (the fields already show why). */
  onInvalido?: (errores: FieldErrors<V>) => void;
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The form element of the kit: the fields inside it bind to `form` by name. */
export function Formulario<V extends FieldValues, S>({ form, onEnviar, onInvalido, id, sx, children }: Props<V, S>) {
  const { t } = useTranslation();

  const enviar = form.handleSubmit(async (datos) => {
    try {
      await onEnviar(datos);
    } catch (error) {
      const r = aplicarErroresServidor(error, form);
      if (r.silencio) return;
      const texto = r.mensaje ? traducirMensaje(t, r.mensaje) : t('mensajes.errorGenerico');
      // The toasts' code is fetched when one is shown: the sign-in page, whose form catches its own refusals,
      // paints without it (docs/decisions/020a-sign-in-first-paint.md). notistack's enqueueSnackbar reaches the
      // SnackbarProvider the shell mounts.
      const { enqueueSnackbar } = await import('notistack');
      enqueueSnackbar(texto, { variant: 'error' });
    }
  }, onInvalido);

  return (
    <FormProvider {...form}>
      <RegistroCamposContext.Provider value={form.requeridos ?? null}>
        <Box component="form" id={id} noValidate onSubmit={(e) => void enviar(e)} sx={sx}>
          {children}
        </Box>
      </RegistroCamposContext.Provider>
    </FormProvider>
  );
}
