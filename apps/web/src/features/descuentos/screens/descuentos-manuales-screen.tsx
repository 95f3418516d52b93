import { useMemo } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZDescuentoManualForm, type TDescuentoManual } from '@eds/contracts/descuentos';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { apiDescuentosManuales, usePerfilesDescuentoManual } from '../api/descuentos';
import '../lib/mensajes-descuentos';

/** Perfiles*: one line per profile with the highest percentage it may grant for the reason. */
function PerfilesMaximos() {
  const { t } = useTranslation();
  const perfiles = usePerfilesDescuentoManual();
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'perfiles' });
  const { errors } = useFormState<FieldValues>({ name: 'perfiles' });
  const error = errors.perfiles as { message?: string; root?: { message?: string } } | undefined;
  const mensaje = traducirMensaje(t, error?.message ?? error?.root?.message);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={t('descuentosManuales.perfiles')}>
      <Typography component="legend" variant="subtitle2">
        {t('descuentosManuales.perfiles')} *
      </Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 130px auto', gap: 1, alignItems: 'start' }}>
          <CampoSeleccion<FieldValues>
            nombre={`perfiles.${i}.perfil_id`}
            etiqueta="descuentosManuales.perfil"
            opciones={perfiles.data ?? []}
            cargando={perfiles.isPending}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`perfiles.${i}.porcentaje_maximo`} etiqueta="descuentosManuales.porcentajeMaximo" requerido />
          <IconButton aria-label={t('descuentosManuales.quitarPerfil', { n: i + 1 })} onClick={() => remove(i)}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append({ perfil_id: null, porcentaje_maximo: null })} sx={{ alignSelf: 'start' }}>
        {t('descuentosManuales.agregarPerfil')}
      </Button>
      {mensaje ? (
        <Typography variant="body2" color="error" role="alert">
          {mensaje}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * Descuentos manuales (SCREENS.md G18, `/configuracion/descuentos`): the reasons for a discount given by hand, each with
 * the highest percentage every listed profile may grant; on the catalogue kit (list, create, edit, A/I, delete, export).
 */
export function DescuentosManualesScreen() {
  const f = useFormato();
  const columnas = useMemo<ColumnaTabla<TDescuentoManual>[]>(
    () => [
      {
        clave: 'perfiles',
        etiqueta: 'descuentosManuales.perfiles',
        valor: (x) => x.perfiles.map((p) => `${p.perfil} ${f.numero(p.porcentaje_maximo)} %`).join(', '),
      },
    ],
    [f],
  );
  return (
    <PantallaCatalogo<TDescuentoManual>
      titulo="descuentosManuales.titulo"
      entidad="descuentosManuales.entidad"
      nombreArchivo="descuentos_manuales"
      api={apiDescuentosManuales}
      columnas={columnas}
      esquema={ZDescuentoManualForm}
      etiquetas={{ codigo: 'descuentosManuales.codigo', descripcion: 'descuentosManuales.motivo' }}
      valores={(x) => ({ perfiles: x?.perfiles.map((p) => ({ perfil_id: p.perfil_id, porcentaje_maximo: p.porcentaje_maximo })) ?? [] })}
      campos={<PerfilesMaximos />}
    />
  );
}
