import { useId, useRef } from 'react';
import { Button, FormControl, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCampo, type PropsCampo } from './use-campo';

/** A file as a form sends it in JSON: its name and its bytes in base64. */
export interface ArchivoFormulario {
  nombre: string;
  contenido_base64: string;
}

interface Props<V extends FieldValues> extends PropsCampo<V> {
  /** The largest file accepted, in bytes; a larger one is refused here with `mensajeGrande` and never read. */
  maximoBytes: number;
  /** The message (as the server words it) for a file over the limit. */
  mensajeGrande: string;
  /** The input's accept list ('.apk,.zip'); any file when absent. */
  aceptar?: string;
  /** What the record holds already (its file name), shown while no new file is chosen. */
  actual?: string;
}

function leerBase64(archivo: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve((typeof lector.result === 'string' ? lector.result : '').replace(/^data:[^,]*,/, ''));
    lector.onerror = () => reject(lector.error ?? new Error('FileReader'));
    lector.readAsDataURL(archivo);
  });
}

/**
 * A file field bound to the form: a button that opens the file chooser, the chosen file's name, and the error. The
 * value is `{ nombre, contenido_base64 }` (or null), so the contract's schema and the server read it like any field.
 */
export function CampoArchivo<V extends FieldValues>(props: Props<V>) {
  const { t } = useTranslation();
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'seleccion');
  const { setError, clearErrors } = useFormContext<V>();
  const entrada = useRef<HTMLInputElement>(null);
  const id = useId();
  const valor = field.value as ArchivoFormulario | null | undefined;

  const elegir = async (archivo: File | undefined) => {
    if (!archivo) return;
    if (archivo.size > props.maximoBytes) {
      field.onChange(null);
      setError(props.nombre, { type: 'manual', message: props.mensajeGrande });
      return;
    }
    field.onChange({ nombre: archivo.name, contenido_base64: await leerBase64(archivo) });
    clearErrors(props.nombre);
  };

  return (
    <FormControl required={props.requerido} disabled={deshabilitado} error={error !== ''} fullWidth>
      <FormLabel id={`${id}-etiqueta`} sx={{ mb: 0.5 }}>
        {etiqueta}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={deshabilitado}
          aria-describedby={`${id}-etiqueta`}
          onClick={() => entrada.current?.click()}
        >
          {t('formulario.elegirArchivo')}
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`archivo-${field.name}`}>
          {valor?.nombre ?? props.actual ?? t('formulario.sinArchivo')}
        </Typography>
      </Stack>
      <input
        ref={entrada}
        type="file"
        hidden
        name={field.name}
        accept={props.aceptar}
        aria-label={etiqueta}
        onChange={(e) => {
          const archivo = e.target.files?.[0];
          e.target.value = '';
          void elegir(archivo);
        }}
      />
      {textoAyuda ? <FormHelperText>{textoAyuda}</FormHelperText> : null}
    </FormControl>
  );
}
