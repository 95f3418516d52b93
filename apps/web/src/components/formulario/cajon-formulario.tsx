import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Box, Button, CircularProgress, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useConfirmacion } from '../dialogos/use-confirmacion';
import type { RegistroRequeridos } from './registro-campos';
import { Formulario } from './formulario';

interface Props<V extends FieldValues, S> {
  abierto: boolean;
  /** Already translated: 'Crear unidad de medida', 'Editar unidad de medida'. */
  titulo: string;
  form: UseFormReturn<V, unknown, S> & { requeridos?: RegistroRequeridos };
  /** Saves; a refusal it throws lands on the fields and in a toast, and the drawer stays open. */
  onEnviar: (datos: S) => Promise<void>;
  onCerrar: () => void;
  children: ReactNode;
  /** A document with lines (a grid of products): the drawer takes up to 1000 px instead of 460. */
  amplio?: boolean;
}

/**
 * The side drawer of SCREENS.md pattern F: title, the form, Guardar and Cancelar (disabled while saving).
 * Closing a form with changes asks '¿Desea salir sin guardar los cambios?'. It opens on the inline end,
 * which is the left in right-to-left languages.
 */
export function CajonFormulario<V extends FieldValues, S>({
  abierto,
  titulo,
  form,
  onEnviar,
  onCerrar,
  children,
  amplio = false,
}: Props<V, S>) {
  const { t } = useTranslation();
  const id = useId();
  const { confirmar, dialogo } = useConfirmacion();
  // Read while rendering: react-hook-form only tracks the parts of formState a render reads.
  const { isSubmitting: guardando, isDirty: conCambios } = form.formState;

  const intentarCerrar = async () => {
    if (guardando) return;
    if (conCambios && !(await confirmar(t('formulario.salirSinGuardar')))) return;
    onCerrar();
  };

  return (
    <Drawer
      anchor="right"
      open={abierto}
      onClose={() => void intentarCerrar()}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-titulo`,
          sx: { inlineSize: amplio ? { xs: '100%', md: 1000 } : { xs: '100%', sm: 460 } },
        } as object,
      }}
    >
      <Stack sx={{ blockSize: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 3, paddingBlock: 2 }}>
          <Typography id={`${id}-titulo`} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            {titulo}
          </Typography>
          <IconButton onClick={() => void intentarCerrar()} aria-label={t('comun.cerrar')} disabled={guardando}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Formulario form={form} onEnviar={onEnviar} id={`${id}-form`} sx={{ flex: 1, overflowY: 'auto', p: 3 }}>
          <Stack spacing={2.5}>{children}</Stack>
        </Formulario>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, paddingInline: 3, paddingBlock: 2 }}>
          <Button onClick={() => void intentarCerrar()} disabled={guardando}>
            {t('comun.cancelar')}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            variant="contained"
            disabled={guardando}
            startIcon={guardando ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('formulario.guardar')}
          </Button>
        </Box>
      </Stack>
      {dialogo}
    </Drawer>
  );
}
