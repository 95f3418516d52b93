import { useId, useState } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import Upload from '@mui/icons-material/UploadOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { traducirMensaje } from '../../i18n/mensajes';
import { useCampo, type PropsCampo } from './use-campo';

export interface PropsCampoImagen<V extends FieldValues> extends PropsCampo<V> {
  /** Largest file accepted, in bytes; a larger one is refused here with `mensajeGrande`. */
  maximoBytes: number;
  /** The contracts' Spanish text for a file over `maximoBytes`. */
  mensajeGrande: string;
  /** MIME types offered by the file picker. */
  tipos?: readonly string[];
}

function leerComoDataUrl(archivo: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(typeof lector.result === 'string' ? lector.result : '');
    lector.onerror = () => reject(lector.error ?? new Error('FileReader'));
    lector.readAsDataURL(archivo);
  });
}

/**
 * An image bound to the form as a data URL (a logo kept with its record): a preview, `Subir imagen` and `Quitar`.
 * The size is checked before reading; the server checks the bytes again.
 */
export function CampoImagen<V extends FieldValues>(props: PropsCampoImagen<V>) {
  const { t } = useTranslation();
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'texto');
  const { maximoBytes, mensajeGrande, tipos = ['image/png', 'image/jpeg', 'image/webp'] } = props;
  const [errorLocal, setErrorLocal] = useState('');
  const id = useId();
  const valor = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const ayuda = errorLocal || textoAyuda;

  const elegir = async (archivo: File | undefined) => {
    if (!archivo) return;
    if (archivo.size > maximoBytes) {
      setErrorLocal(traducirMensaje(t, mensajeGrande));
      return;
    }
    setErrorLocal('');
    field.onChange(await leerComoDataUrl(archivo));
  };

  return (
    <FormControl error={error !== '' || errorLocal !== ''} disabled={deshabilitado} fullWidth>
      <FormLabel id={`${id}-etiqueta`} sx={{ mb: 1 }}>
        {etiqueta}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            inlineSize: 96,
            blockSize: 56,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {valor ? <Box component="img" src={valor} alt={etiqueta} sx={{ maxInlineSize: '100%', maxBlockSize: '100%' }} /> : null}
        </Box>
        <Button component="label" variant="outlined" size="small" startIcon={<Upload />} disabled={deshabilitado}>
          {t('formulario.subirImagen')}
          <input
            hidden
            type="file"
            accept={tipos.join(',')}
            aria-labelledby={`${id}-etiqueta`}
            onChange={(e) => {
              void elegir(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {valor ? (
          <Button size="small" startIcon={<Delete />} disabled={deshabilitado} onClick={() => field.onChange(null)}>
            {t('formulario.quitarImagen')}
          </Button>
        ) : null}
      </Stack>
      {ayuda ? <FormHelperText>{ayuda}</FormHelperText> : null}
    </FormControl>
  );
}
