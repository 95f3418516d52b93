import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConLetra } from '../../../../components/acciones/con-letra';
import { Formulario } from '../../../../components/formulario/formulario';
import type { RegistroRequeridos } from '../../../../components/formulario/registro-campos';

interface Props<V extends FieldValues, S> {
  /** Translation keys of the section's title and its explanation. */
  titulo: string;
  ayuda?: string;
  id: string;
  form: UseFormReturn<V, unknown, S> & { requeridos?: RegistroRequeridos };
  onEnviar: (datos: S) => Promise<void>;
  children: ReactNode;
  /** Shown under the form (current values, the last save's failures). */
  pie?: ReactNode;
}

/** A settings form of a parameter tab: title, fields and 'Guardar' (letter U; disabled while saving). */
export function FormularioSeccion<V extends FieldValues, S>({ titulo, ayuda, id, form, onEnviar, children, pie }: Props<V, S>) {
  const { t } = useTranslation();
  const { isSubmitting } = form.formState;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t(titulo)}
        </Typography>
        {ayuda ? (
          <Typography variant="body2" color="text.secondary">
            {t(ayuda)}
          </Typography>
        ) : null}
        <Formulario form={form} onEnviar={onEnviar} id={id}>
          <Stack spacing={2.5} sx={{ maxInlineSize: 640 }}>
            {children}
          </Stack>
        </Formulario>
        <ConLetra letra="U">
          <Box>
            <Button type="submit" form={id} variant="contained" disabled={isSubmitting}>
              {t('formulario.guardar')}
            </Button>
          </Box>
        </ConLetra>
        {pie}
      </Stack>
    </Paper>
  );
}
